import { type ErrorCode, type ErrorResponse, errorMessage, errorStatus } from '@tutor/contract/errors';
import { isValidationKey, translateValidation } from '@tutor/contract/validation-messages';
import { localizeIssues } from '@tutor/contract/zod-issues';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { requestLanguage } from './request-language';
import { RequestValidationError } from './validation';

/** Fastify's own client errors, in the catalogue's words. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'REQUEST_ERROR',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_NOT_FOUND: 'NOT_FOUND',
  FST_ERR_BAD_URL: 'NOT_FOUND',
  FST_ERR_ASYNC_CONSTRAINT: 'REQUEST_ERROR',
  FST_REQ_FILE_TOO_LARGE: 'FILE_TOO_LARGE',
  FST_FILES_LIMIT: 'REQUEST_ERROR',
  FST_PARTS_LIMIT: 'REQUEST_ERROR',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
};

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  details?: ErrorResponse['details'],
) {
  const body: ErrorResponse = { code, message: errorMessage(code, requestLanguage(request)) };
  if (details && details.length > 0) body.details = details;
  return reply.code(errorStatus(code)).type('application/json; charset=utf-8').send(body);
}

/**
 * One error handler for the whole API. Client errors (< 500) carry their catalogue message; anything
 * unexpected is logged with its stack and answered as UNKNOWN_ERROR, saying nothing specific.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof RequestValidationError) {
        return sendError(
          request,
          reply,
          'VALIDATION_ERROR',
          localizeIssues(error.issues, requestLanguage(request), { input: error.input }),
        );
      }
      if (error instanceof AppError) {
        if (errorStatus(error.code) >= 500) request.log.error({ err: error }, 'request failed');
        const lang = requestLanguage(request);
        const details = error.details?.map((d) =>
          d.message || !isValidationKey(d.key) ? d : { ...d, message: translateValidation(d.key, lang) },
        );
        return sendError(request, reply, error.code, details);
      }
      const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
      if (mapped) return sendError(request, reply, mapped);
      if (error.statusCode === 429) return sendError(request, reply, 'TOO_MANY_REQUESTS');
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        request.log.info({ err: error }, 'client error without a catalogue code');
        return sendError(request, reply, error.statusCode === 404 ? 'NOT_FOUND' : 'REQUEST_ERROR');
      }
      request.log.error({ err: error }, 'unexpected error');
      return sendError(request, reply, 'UNKNOWN_ERROR');
    });
  },
  { name: 'errors' },
);
