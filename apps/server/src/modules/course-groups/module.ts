import { courseGroupOptionSchema } from '@tutor/contract/courses';
import type { AppModule } from '../shared/app-module';
import { adminCourseGroupsRoutes } from './routes';
import { listCourseGroupOptions } from './service';

export const courseGroupsModule: AppModule = {
  name: 'course-groups',
  adminRoutes: adminCourseGroupsRoutes,
  extraData: { courseGroups: { access: [], item: courseGroupOptionSchema, load: listCourseGroupOptions } },
};
