import fsp from 'node:fs/promises';
import { permissionsOf } from '@tutor/contract/permissions';
import {
  IMPORT_PDF_MAX_BYTES,
  pastedPaperBodySchema,
  questionDraftsResponseSchema,
} from '@tutor/contract/question-import';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { createSemaphore } from '../../lib/semaphore';
import { readUploadedFile } from '../../lib/upload-files';
import { RequestValidationError } from '../../plugins/validation';
import { MULTIPART_OVERHEAD_BYTES } from '../shared/attachments';
import { draftsFromPaper } from './drafts';
import { extractPaperText } from './extract-text';

const TAG = 'admin: question bank';

/**
 * `POST /questions/create-from-pdf` (spec §2, issue 11): a paper in, question drafts out. The body is a
 * PDF (multipart, field "file", checked by its `%PDF-` header, streamed to a temporary file that is
 * removed with the answer) or JSON `{ text }` with the paper pasted. NOTHING is written: the review
 * screen saves the corrected drafts through `questions/multiple`.
 */
export const adminQuestionImportRoutes: FastifyPluginAsync = async (scope) => {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  // Reading a PDF is CPU work on the event loop: two at a time, the rest wait their turn.
  const extracting = createSemaphore(2);
  const maxBytes = Math.min(IMPORT_PDF_MAX_BYTES, app.config.uploads.maxFileBytes);

  app.post(
    '/questions/create-from-pdf',
    {
      config: { access: permissionsOf('question', 'create') },
      bodyLimit: maxBytes + MULTIPART_OVERHEAD_BYTES,
      schema: {
        tags: [TAG],
        summary:
          'Question drafts from a paper: a PDF (multipart, field=file) or pasted text (JSON { text }); nothing is saved',
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: questionDraftsResponseSchema },
      },
    },
    async (request) => {
      if (!request.isMultipart()) {
        // Checked here, not by the route's schema: a multipart body is not parsed before the handler.
        const pasted = pastedPaperBodySchema.safeParse(request.body ?? {});
        if (!pasted.success) throw new RequestValidationError(pasted.error.issues, request.body);
        return draftsFromPaper({ text: pasted.data.text, pages: 0 });
      }
      // The multipart parser reads as the file is consumed: refuse an announced oversize body at once.
      if (Number(request.headers['content-length'] ?? 0) > maxBytes + MULTIPART_OVERHEAD_BYTES)
        throw new AppError('FILE_TOO_LARGE');
      const file = await readUploadedFile(request, ['pdf'], maxBytes);
      const bytes = await fsp.readFile(file.path);
      return extracting(async () => draftsFromPaper(await extractPaperText(new Uint8Array(bytes))));
    },
  );
};
