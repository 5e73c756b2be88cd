import { courseOptionSchema, teacherOptionSchema } from '@tutor/contract/courses';
import { courses } from '../../db/schema';
import type { AppModule } from '../shared/app-module';
import { listCourseOptions } from './admin-service';
import { adminCoursesRoutes, publicCoursesRoutes } from './routes';
import { seedCourses } from './seed';
import { coursePages } from './seo';
import { listTeacherOptions } from './teachers';

export const coursesModule: AppModule = {
  name: 'courses',
  routes: publicCoursesRoutes,
  adminRoutes: adminCoursesRoutes,
  feedsPublicPages: true,
  richText: [{ table: courses, id: courses.id, column: courses.content }],
  extraData: {
    courses: { access: [], item: courseOptionSchema, load: listCourseOptions },
    teachers: { access: [], item: teacherOptionSchema, load: listTeacherOptions },
  },
  detailPages: [coursePages.detailPage],
  sitemap: { sources: [coursePages.sitemap] },
  seed: seedCourses,
};
