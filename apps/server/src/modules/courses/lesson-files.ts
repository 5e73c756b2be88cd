/**
 * Where a lesson's PDFs live: `lessons.document_file` and `lessons.answer_file` are file names in this
 * folder of the PRIVATE storage area, streamed only by the lesson download call to entitled users.
 */
export const LESSON_FILE_FOLDER = 'lessons';
