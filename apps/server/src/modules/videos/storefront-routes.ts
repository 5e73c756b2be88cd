import fs from 'node:fs';
import { idParamsSchema } from '@tutor/contract/admin-common';
import {
  freeVideoListResponseSchema,
  videoDocumentParamsSchema,
  videoPlaySchema,
  videoProgressBodySchema,
  videoProgressResponseSchema,
  videoStreamQuerySchema,
  videoViewBodySchema,
  videoViewResponseSchema,
} from '@tutor/contract/videos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { FILE_MIME } from '../../lib/upload-files';
import { actorOf } from '../shared/admin-crud';
import { contentDisposition } from '../shared/attachments';
import { authorizePlay, findPlayableVideo, streamCaller, viewLimitOf } from './access';
import { VIDEO_FOLDER } from './admin-service';
import { readStreamUrl } from './signed-url';
import { createStorefrontVideos } from './storefront';
import { sendVideoFile } from './stream';
import { countView, isCounted } from './views';

export const publicVideosRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['site: videos'];
  const videos = createStorefrontVideos(app.db, app.urlSigner);

  app.get(
    '/videos/free',
    {
      config: { access: 'anonymous' },
      schema: {
        tags,
        summary: 'Free videos for the home section (newest 10)',
        response: { 200: freeVideoListResponseSchema },
      },
    },
    async () => ({ data: await videos.free() }),
  );
  app.get(
    '/videos/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A video to play: a signed stream URL (uploads) or the service id, views left, resume point',
        params: idParamsSchema,
        response: { 200: videoPlaySchema },
      },
    },
    (request) => videos.play(request.params.id as number, request.auth),
  );
  app.get(
    '/videos/:id/free',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A free video to play, for anyone',
        params: idParamsSchema,
        response: { 200: videoPlaySchema },
      },
    },
    (request) => videos.play(request.params.id as number, request.auth, { freeOnly: true }),
  );
  app.post(
    '/videos/:id/view',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Counts a play start once per playId (retries answer counted: false)',
        params: idParamsSchema,
        body: videoViewBodySchema,
        response: { 200: videoViewResponseSchema },
      },
    },
    (request) => videos.view(request.params.id as number, request.auth, request.body.playId),
  );
  app.post(
    '/videos/:id/progress',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Where the player is and what it played since its last report (README "Progress")',
        params: idParamsSchema,
        body: videoProgressBodySchema,
        response: { 200: videoProgressResponseSchema },
      },
    },
    (request) => videos.progress(request.params.id as number, actorOf(request), request.body),
  );
  app.get(
    '/videos/:lessonId/:videoId/download-document',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A video's attached PDF (lesson id, then video id), for whoever may play the video",
        params: videoDocumentParamsSchema,
      },
    },
    async (request, reply) => {
      const { lessonId, videoId } = request.params;
      const document = await videos.document(lessonId, videoId, request.auth);
      const file = app.storage.pathOf('private', VIDEO_FOLDER, document.file);
      let bytes: number;
      try {
        bytes = (await fs.promises.stat(file)).size;
      } catch (error) {
        request.log.error({ err: error, videoId, file: document.file }, 'video document file missing');
        throw new AppError('DOCUMENT_NOT_ATTACHED');
      }
      return reply
        .header('content-type', FILE_MIME.pdf)
        .header('content-length', bytes)
        .header('content-disposition', contentDisposition(document.name))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(fs.createReadStream(file));
    },
  );

  /*
   * The stream: no session needed (a <video> element sends none), the signature stands for the caller
   * (signed-url.ts). Every request, each Range included, checks the signature and the expiry, asks the
   * entitlement again, and the first one of a play counts its view, so skipping POST /view gains nothing.
   * A signed-in caller other than the one the address was issued to is refused.
   */
  app.get(
    '/videos/:id/stream',
    {
      config: { access: 'public' },
      compress: false,
      schema: {
        tags,
        summary: 'The signed mp4 stream (HTTP Range)',
        params: idParamsSchema,
        querystring: videoStreamQuerySchema,
      },
    },
    async (request, reply) => {
      const videoId = request.params.id as number;
      const grant = readStreamUrl(app.urlSigner, videoId, request.query, Math.floor(Date.now() / 1000));
      if (!grant || (request.auth && request.auth.userId !== grant.userId))
        throw new AppError('VIDEO_LINK_INVALID');
      const video = await findPlayableVideo(app.db, videoId);
      if (!video) throw new AppError('VIDEO_LINK_INVALID');
      if (grant.kind !== 'S') {
        const kind = await authorizePlay(app.db, streamCaller(grant.userId), video);
        if (
          grant.userId !== 0 &&
          kind !== 'STAFF' &&
          !(await isCounted(app.db, videoId, grant.userId, grant.playId))
        ) {
          await countView(app.db, {
            videoId,
            userId: grant.userId,
            courseId: video.courseId,
            playId: grant.playId,
            limit: viewLimitOf(kind, video),
          });
        }
      }
      if (video.option !== 'UPLOAD' || !video.file) throw new AppError('VIDEO_NOT_UPLOADED');
      const file = app.storage.pathOf('private', VIDEO_FOLDER, video.file);
      let size: number;
      try {
        size = (await fs.promises.stat(file)).size;
      } catch (error) {
        request.log.error({ err: error, videoId, file: video.file }, 'video file missing');
        throw new AppError('VIDEO_NOT_UPLOADED');
      }
      return sendVideoFile(reply, file, size, request.headers.range);
    },
  );
};
