import type { AppModule } from '../shared/app-module';
import { adminEnrollmentsRoutes, publicEnrollmentsRoutes } from './routes';

/** Who may study which course: admin grants, a course's students, "am I in this course?". */
export const enrollmentsModule: AppModule = {
  name: 'enrollments',
  routes: publicEnrollmentsRoutes,
  adminRoutes: adminEnrollmentsRoutes,
};
