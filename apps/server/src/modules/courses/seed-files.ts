import { demoPdfFont } from '../../db/seed/catalogue/demo-font';
import { buildPdf } from '../../db/seed/catalogue/pdf';
import type { Storage } from '../../lib/storage';
import { LESSON_FILE_FOLDER } from './lesson-files';
import { DEMO_COURSES } from './seed-data';

/** The demo lessons' PDFs in private storage, keyed by `course name|lesson name`; `remove` deletes them. */
export type CourseFiles = {
  lessons: Map<string, { document: string; answer: string }>;
  remove(): Promise<void>;
};

export const lessonFileKey = (course: string, lesson: string) => `${course}|${lesson}`;

/** Writes every demo lesson's exercise PDF and answer PDF before the seed's transaction opens. */
export async function prepareCourseFiles(storage: Storage): Promise<CourseFiles> {
  const written: string[] = [];
  const write = async (data: Buffer) => {
    const name = await storage.write('private', LESSON_FILE_FOLDER, data, 'pdf');
    written.push(name);
    return name;
  };
  const remove = async () => {
    await Promise.allSettled(written.map((name) => storage.remove('private', LESSON_FILE_FOLDER, name)));
  };
  try {
    const lessons = new Map<string, { document: string; answer: string }>();
    const font = await demoPdfFont();
    for (const course of DEMO_COURSES)
      for (const thematic of course.thematics)
        for (const lesson of thematic.lessons) {
          const [document, answer] = await Promise.all([
            write(
              buildPdf(
                {
                  title: lesson.name,
                  subtitle: `${course.name} - ${thematic.name} - ToánHay`,
                  sections: [{ heading: 'Bài tập', lines: lesson.exercises }],
                },
                font,
              ),
            ),
            write(
              buildPdf(
                {
                  title: `Đáp án: ${lesson.name}`,
                  subtitle: course.name,
                  sections: [{ heading: 'Đáp án', lines: lesson.answers }],
                },
                font,
              ),
            ),
          ]);
          lessons.set(lessonFileKey(course.name, lesson.name), { document, answer });
        }
    return { lessons, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
