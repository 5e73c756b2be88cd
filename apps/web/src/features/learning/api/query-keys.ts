/** Query keys of the learning screen's data; all under 'learning' so a submit can refresh them together. */
export const learningKeys = {
  all: ['learning'] as const,
  course: (courseId: number) => ['learning', 'course', courseId] as const,
  outline: (courseId: number, userId: number | null) => ['learning', 'outline', courseId, userId] as const,
  lesson: (lessonId: number) => ['learning', 'lesson', lessonId] as const,
  progress: (courseId: number) => ['learning', 'progress', courseId] as const,
  video: (videoId: number) => ['learning', 'video', videoId] as const,
  answerSlots: (lessonId: number) => ['learning', 'answer-slots', lessonId] as const,
  answerKey: (lessonId: number, key: number) => ['learning', 'answer-key', lessonId, key] as const,
  histories: (lessonId: number) => ['learning', 'histories', lessonId] as const,
  history: (historyId: number) => ['learning', 'history', historyId] as const,
  lessonRanks: (lessonId: number) => ['learning', 'lesson-ranks', lessonId] as const,
  courseRanks: (courseId: number) => ['learning', 'course-ranks', courseId] as const,
  saleCourses: (courseId: number) => ['learning', 'sale-courses', courseId] as const,
};
