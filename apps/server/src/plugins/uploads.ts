import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Storage } from '../lib/storage';
import { declareAccessOfScope } from './auth';

/**
 * Multipart parsing for upload routes (each route sets its own size limit), and the public part of
 * storage served under /uploads. File names there are random, so they are cached for a week.
 */
export const uploadsPlugin = fp<{ storage: Storage; maxFileBytes: number }>(
  async (app: FastifyInstance, { storage, maxFileBytes }) => {
    await app.register(fastifyMultipart, {
      limits: { fileSize: maxFileBytes, files: 1, fields: 20, parts: 25 },
    });
    await app.register(async (files) => {
      declareAccessOfScope(files, 'anonymous');
      await files.register(fastifyStatic, {
        root: storage.publicDir,
        prefix: '/uploads/',
        decorateReply: false,
        index: false,
        cacheControl: false,
        setHeaders(res) {
          res.setHeader('cache-control', 'public, max-age=604800');
          // Uploaded files are never run as pages or scripts, whatever their content.
          res.setHeader(
            'content-security-policy',
            "default-src 'none'; img-src 'self'; media-src 'self'; sandbox",
          );
          res.setHeader('x-content-type-options', 'nosniff');
        },
      });
    });
  },
  { name: 'uploads', dependencies: ['auth'] },
);
