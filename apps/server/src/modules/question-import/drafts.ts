import type { QuestionDraftsResponse } from '@tutor/contract/question-import';
import { splitPaper } from '@tutor/contract/question-split';
import type { ExtractedPaper } from './extract-text';

/** The drafts of a paper's text (pdf.js's, or pasted), as the route answers them. */
export function draftsFromPaper(paper: ExtractedPaper): QuestionDraftsResponse {
  const { drafts, hasKey } = splitPaper(paper.text);
  return { data: drafts, pages: paper.pages, hasKey };
}
