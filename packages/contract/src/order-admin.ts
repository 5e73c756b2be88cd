import { z } from 'zod';
import { queryDateSchema } from './list-query';
import { idSchema } from './validators';

/*
 * Order administration (issue 12) beyond the list, detail and status schemas of `orders.ts`: the course
 * orders' statistics. Lists, detail, status change, seat id and delete-many use the schemas there and in
 * `admin-common.ts`.
 */

/**
 * `GET /admin/course-orders/statistics`: students per course over the orders placed in a period
 * (Vietnam calendar days, both ends included; none = all time). A course counts its course lines and the
 * courses of combo lines, of every order kind; cancelled orders do not count.
 */
export const courseOrderStatisticsQuerySchema = z.object({
  from: queryDateSchema.optional(),
  to: queryDateSchema.optional(),
  courseId: idSchema.optional(),
});
export type CourseOrderStatisticsQuery = z.infer<typeof courseOrderStatisticsQuerySchema>;

export const courseOrderStatisticsRowSchema = z.object({
  courseId: z.number(),
  courseName: z.string(),
  /** Buyers (an account, or a guest order) with at least one DONE order of the course. */
  paidStudents: z.number(),
  /** Buyers whose orders of the course are all PENDING or PROCESS. */
  pendingStudents: z.number(),
  /** Orders of the course, DONE and waiting. */
  paidOrders: z.number(),
  pendingOrders: z.number(),
});
export type CourseOrderStatisticsRow = z.infer<typeof courseOrderStatisticsRowSchema>;

export const courseOrderStatisticsSchema = z.object({
  data: z.array(courseOrderStatisticsRowSchema),
  totals: z.object({ paidStudents: z.number(), pendingStudents: z.number() }),
});
export type CourseOrderStatistics = z.infer<typeof courseOrderStatisticsSchema>;
