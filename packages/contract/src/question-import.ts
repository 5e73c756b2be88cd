import { z } from 'zod';
import { STATUSES } from './constants';
import { QUESTION_TYPES } from './exam-grading';
import { QUESTION_DIFFICULTIES } from './question-input';

/*
 * Create questions from a PDF (issue 11, `POST /api/admin/questions/create-from-pdf`): the server reads
 * the text of an uploaded paper (or text pasted into the form), splits it into questions
 * (question-split.ts) and answers DRAFTS. Nothing is saved by that call: the admin corrects the drafts in
 * the review screen and saves them all through `POST /api/admin/questions/multiple`.
 */

/** Largest PDF accepted for import: a paper is a few hundred KB; 10 MB leaves room for scans with a text layer. */
export const IMPORT_PDF_MAX_BYTES = 10 * 1024 * 1024;
/** More pages than this is not one paper (and would hold the extraction for long). */
export const IMPORT_PDF_MAX_PAGES = 40;
/** Pasted text: a whole paper with its key is ~20 000 characters. */
export const IMPORT_TEXT_MAX_CHARS = 200_000;

export const pastedPaperBodySchema = z.strictObject({
  text: z
    .string({ error: 'invalidType' })
    .trim()
    .min(1, { error: 'required' })
    .max(IMPORT_TEXT_MAX_CHARS, { error: 'tooLong' }),
});
export type PastedPaperBody = z.input<typeof pastedPaperBodySchema>;

/** What the splitter noticed about one question, for the reviewer (each has a message in both languages on the web). */
export const DRAFT_WARNINGS = [
  /** A multiple-choice question with fewer than 4 options A–D. */
  'missingOption',
  /** A true/false question with fewer than 4 statements a–d. */
  'missingStatement',
  /** The paper has no key for this question (or no key at all). */
  'noKey',
  /** "Câu N" does not follow the question before it. */
  'numberOutOfSequence',
  /** Nothing was found between "Câu N" and its options. */
  'emptyStem',
] as const;
export type DraftWarning = (typeof DRAFT_WARNINGS)[number];

/**
 * One question as read from the paper: the QuestionInput shape (question-input.ts) that the review
 * screen edits and `questions/multiple` saves, plus where it came from. Answers may be incomplete here
 * (an option missing in the paper is an empty slot): the review screen shows the warnings, and the save
 * checks the full rules.
 */
export const questionDraftSchema = z.object({
  number: z.number(),
  type: z.enum(QUESTION_TYPES),
  content: z.string(),
  solution: z.string(),
  difficulty: z.enum(QUESTION_DIFFICULTIES),
  categoryId: z.number().nullable(),
  tagIds: z.array(z.number()),
  status: z.enum(STATUSES),
  answers: z.array(z.object({ content: z.string(), isCorrect: z.boolean() })),
  warnings: z.array(z.enum(DRAFT_WARNINGS)),
  /** The lines of the paper this question was read from, as extracted. */
  source: z.string(),
});
export type QuestionDraft = z.infer<typeof questionDraftSchema>;

export const questionDraftsResponseSchema = z.object({
  data: z.array(questionDraftSchema),
  /** Pages read (0 for pasted text). */
  pages: z.number(),
  /** Whether the paper had an answer key section. */
  hasKey: z.boolean(),
});
export type QuestionDraftsResponse = z.infer<typeof questionDraftsResponseSchema>;
