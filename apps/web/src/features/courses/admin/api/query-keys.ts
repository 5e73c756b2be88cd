import type { ListRequestQuery } from '@/shared/admin/admin-table/list-state';

/**
 * Every query key of the course screens: mutations invalidate through these, never by hand-written
 * arrays. The outline (tree, thematics, lessons) shares one root per course so a change anywhere in it
 * refreshes every view of it.
 */
export const adminCourseKeys = {
  all: ['admin', 'courses'] as const,
  lists: () => [...adminCourseKeys.all, 'list'] as const,
  list: (query: ListRequestQuery) => [...adminCourseKeys.lists(), query] as const,
  details: () => [...adminCourseKeys.all, 'detail'] as const,
  detail: (id: number) => [...adminCourseKeys.details(), id] as const,
  students: (courseId: number) => [...adminCourseKeys.all, 'students', courseId] as const,
  studentList: (courseId: number, query: ListRequestQuery) =>
    [...adminCourseKeys.students(courseId), query] as const,
  outline: (courseId: number) => [...adminCourseKeys.all, 'outline', courseId] as const,
  tree: (courseId: number) => [...adminCourseKeys.outline(courseId), 'tree'] as const,
  thematics: (courseId: number) => [...adminCourseKeys.outline(courseId), 'thematics'] as const,
  lessons: (courseId: number, thematicId: number) =>
    [...adminCourseKeys.outline(courseId), 'lessons', thematicId] as const,
  lesson: (lessonId: number) => [...adminCourseKeys.all, 'lesson', lessonId] as const,
  answers: (lessonId: number) => [...adminCourseKeys.lesson(lessonId), 'answers'] as const,
  histories: (lessonId: number) => [...adminCourseKeys.lesson(lessonId), 'histories'] as const,
  historyList: (lessonId: number, query: ListRequestQuery) =>
    [...adminCourseKeys.histories(lessonId), query] as const,
  history: (id: number) => [...adminCourseKeys.all, 'history', id] as const,
  userHistories: (userId: number, query: ListRequestQuery) =>
    [...adminCourseKeys.all, 'user-histories', userId, query] as const,
  videos: (lessonId: number) => [...adminCourseKeys.lesson(lessonId), 'videos'] as const,
  video: (videoId: number) => [...adminCourseKeys.all, 'video', videoId] as const,
  timelines: (videoId: number) => [...adminCourseKeys.video(videoId), 'timelines'] as const,
};

export const adminCourseGroupKeys = {
  all: ['admin', 'course-groups'] as const,
  lists: () => [...adminCourseGroupKeys.all, 'list'] as const,
  list: (query: ListRequestQuery) => [...adminCourseGroupKeys.lists(), query] as const,
  detail: (id: number) => [...adminCourseGroupKeys.all, 'detail', id] as const,
};
