import { DEFAULT_SCORING } from '@tutor/contract/exam-grading';
import { slug } from '@tutor/contract/format';
import { OPTION_LABELS, STATEMENT_LABELS } from '@tutor/contract/question-input';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  categories,
  examCategories,
  examQuestions,
  exams,
  questionAnswers,
  questions,
} from '../../db/schema';
import { sanitizeRichText } from '../../lib/rich-text';
import { DEMO_CHAPTER_TESTS, DEMO_EXAM_CATEGORIES, DEMO_PAPERS, type SeedQuestion } from './seed-papers';

const DAY_MS = 86_400_000;

/** One bank question with its answer rows, as the question bank stores them; its id. */
async function insertQuestion(tx: Tx, question: SeedQuestion): Promise<number> {
  const [row] = await tx
    .insert(questions)
    .values({
      type: question.type,
      content: sanitizeRichText(question.content),
      solution: sanitizeRichText(question.solution),
      difficulty: question.difficulty,
    })
    .returning({ id: questions.id });
  const questionId = (row as { id: number }).id;
  const answers =
    question.type === 'CHOICE'
      ? question.options.map((content, i) => ({
          label: OPTION_LABELS[i] as string,
          content: sanitizeRichText(content),
          isCorrect: i === question.correct,
        }))
      : question.type === 'TRUE_FALSE'
        ? question.statements.map(([content, isTrue], i) => ({
            label: STATEMENT_LABELS[i] as string,
            content: sanitizeRichText(content),
            isCorrect: isTrue,
          }))
        : question.accepted.map((value) => ({ label: '', content: value, isCorrect: true }));
  await tx
    .insert(questionAnswers)
    .values(answers.map((answer, position) => ({ ...answer, questionId, position })));
  return questionId;
}

async function linkQuestions(tx: Tx, examId: number, questionIds: readonly number[]) {
  await tx
    .insert(examQuestions)
    .values(questionIds.map((questionId, i) => ({ examId, questionId, position: i + 1 })));
}

/**
 * Demo exams: the EXAM categories, two full THPT 2025 papers (their 44 questions go into the bank)
 * — a mock exam whose window opened three days ago and closes in four, results after it closes, one
 * attempt; and a practice paper open any time with results at once — and three chapter tests built
 * from the same bank questions. Histories of demo students are the exam-sessions seed's.
 */
export async function seedExams(tx: Tx): Promise<void> {
  const now = Date.now();
  await tx
    .insert(categories)
    .values(
      DEMO_EXAM_CATEGORIES.map((name, position) => ({
        type: 'EXAM',
        name,
        slug: slug(name),
        position: position + 10,
      })),
    )
    .onConflictDoNothing();
  const categoryRows = await tx
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(eq(categories.type, 'EXAM'));
  const linkCategories = async (examId: number, names: readonly string[]) => {
    const ids = categoryRows.filter((row) => names.includes(row.name)).map((row) => row.id);
    if (ids.length > 0)
      await tx.insert(examCategories).values(ids.map((categoryId) => ({ examId, categoryId })));
  };

  const paperIds: number[][] = [];
  for (const [index, paper] of DEMO_PAPERS.entries()) {
    const ids: number[] = [];
    for (const question of paper.questions) ids.push(await insertQuestion(tx, question));
    paperIds.push(ids);
    const [exam] = await tx
      .insert(exams)
      .values({
        name: paper.name,
        slug: slug(paper.name),
        description: sanitizeRichText(paper.description),
        duration: 90,
        totalPoint: 10,
        scoring: DEFAULT_SCORING,
        ...(paper.mock
          ? {
              opensAt: new Date(now - 3 * DAY_MS),
              closesAt: new Date(now + 4 * DAY_MS),
              attemptsAllowed: 1,
              resultsShown: 'AFTER_CLOSE',
              shuffleQuestions: true,
              shuffleOptions: true,
            }
          : { resultsShown: 'IMMEDIATELY' }),
        // The practice paper newest: it leads the listing.
        createdAt: new Date(now - (DEMO_PAPERS.length - index) * 60_000),
      })
      .returning({ id: exams.id });
    const examId = (exam as { id: number }).id;
    await linkQuestions(tx, examId, ids);
    await linkCategories(examId, paper.categories);
  }

  for (const [index, test] of DEMO_CHAPTER_TESTS.entries()) {
    const [exam] = await tx
      .insert(exams)
      .values({
        name: test.name,
        slug: slug(test.name),
        description: sanitizeRichText(
          `<p>Bài kiểm tra ${test.duration} phút gồm ${test.picks.length} câu, chấm theo thang điểm THPT 2025 quy về 10 điểm. Được làm tối đa 3 lần.</p>`,
        ),
        duration: test.duration,
        totalPoint: 10,
        scoring: DEFAULT_SCORING,
        attemptsAllowed: 3,
        shuffleOptions: true,
        createdAt: new Date(now - (10 + index) * DAY_MS),
      })
      .returning({ id: exams.id });
    const examId = (exam as { id: number }).id;
    // Picks are listed part by part, so the paper stays grouped I → II → III.
    await linkQuestions(
      tx,
      examId,
      test.picks.map(([paper, number]) => paperIds[paper]?.[number - 1] as number),
    );
    await linkCategories(examId, test.categories);
  }
}
