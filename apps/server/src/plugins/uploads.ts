import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Storage } from '../lib/storage';
import { discardTemporaryFiles, hasTemporaryFiles } from '../lib/upload-files';
import { declareAccessOfScope } from './auth';

/** A temporary upload older than this belongs to no living request (at least an hour). */
const staleTempMs = (requestTimeoutMs: number) => Math.max(60 * 60_000, 2 * requestTimeoutMs);

/**
 * Multipart parsing for upload routes (each route sets its own size limit; files stream to storage's
 * `tmp/`, see lib/upload-files.ts), and the public part of storage served under /uploads. File names
 * there are random, so they are cached for a week.
 */
export const uploadsPlugin = fp<{ storage: Storage; maxFileBytes: number }>(
  async (app: FastifyInstance, { storage, maxFileBytes }) => {
    await app.register(fastifyMultipart, {
      limits: { fileSize: maxFileBytes, files: 1, fields: 20, parts: 25 },
    });
    // Left by a process that stopped mid-upload; younger files may be arriving in another process.
    await storage.sweepTemp(staleTempMs(app.config.requestTimeoutMs));
    // An upload received but not moved into place (refused content, unknown id, failed transaction) is
    // removed before the answer leaves, so whoever reads the answer sees storage as it stays. Every
    // answer passes here, also one to a client that has already gone.
    app.addHook('onSend', (request, _reply, payload, done) => {
      // Callback-style: the answers that received no file (nearly all) pass without a promise.
      if (!hasTemporaryFiles(request)) return done(null, payload);
      discardTemporaryFiles(request).then(() => done(null, payload), done);
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
