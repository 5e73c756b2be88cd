import { idParamsSchema } from '@tutor/contract/admin-common';
import { okResponseSchema } from '@tutor/contract/auth';
import { permissionsOf } from '@tutor/contract/permissions';
import {
  adminVideoDetailSchema,
  adminVideoListResponseSchema,
  adminVideoTimelineSchema,
  createVideoBodySchema,
  createVideoTimelineBodySchema,
  updateVideoBodySchema,
  updateVideoTimelineBodySchema,
  videoTimelineListResponseSchema,
  videoUploadQuerySchema,
} from '@tutor/contract/videos';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { readUploadedFile } from '../../lib/upload-files';
import { MULTIPART_OVERHEAD_BYTES } from '../shared/attachments';
import { createVideosAdmin } from './admin-service';

const TAG = 'admin: videos';

/**
 * Spec §7 course content nested under its parent: `lessons/{id}/videos`, `videos/{id}`,
 * `videos/{id}/upload`, `videos/{id}/video-timelines`, `video-timelines/{id}`.
 */
export const adminVideosRoutes: FastifyPluginAsync = async (scope) => {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const service = createVideosAdmin(app.db, app.storage, app.log);
  const tags = [TAG];

  app.get(
    '/lessons/:id/videos',
    {
      config: { access: permissionsOf('video', 'read') },
      schema: { tags, params: idParamsSchema, response: { 200: adminVideoListResponseSchema } },
    },
    async (request) => ({ data: await service.list(request.params.id as number) }),
  );
  app.post(
    '/lessons/:id/videos',
    {
      config: { access: permissionsOf('video', 'create') },
      schema: {
        tags,
        params: idParamsSchema,
        body: createVideoBodySchema,
        response: { 200: adminVideoDetailSchema },
      },
    },
    (request) => service.create(request.params.id as number, request.body),
  );
  app.get(
    '/videos/:id',
    {
      config: { access: permissionsOf('video', 'read') },
      schema: { tags, params: idParamsSchema, response: { 200: adminVideoDetailSchema } },
    },
    (request) => service.get(request.params.id as number),
  );
  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: '/videos/:id',
      config: { access: permissionsOf('video', 'read', 'update') },
      schema: {
        tags,
        params: idParamsSchema,
        body: updateVideoBodySchema,
        response: { 200: adminVideoDetailSchema },
      },
      handler: (request) => service.update(request.params.id as number, request.body),
    });
  }
  app.delete(
    '/videos/:id',
    {
      config: { access: permissionsOf('video', 'delete') },
      schema: { tags, params: idParamsSchema, response: { 200: okResponseSchema } },
    },
    async (request) => {
      await service.remove(request.params.id as number);
      return { ok: true as const };
    },
  );

  // Fastify's request timeout is the server's (REQUEST_TIMEOUT_MS), not a route's: a large video must
  // arrive within it, which the README's configuration table says.
  const maxBytes = app.config.uploads.maxFileBytes;
  app.post(
    '/videos/:id/upload',
    {
      config: { access: permissionsOf('video', 'read', 'update') },
      bodyLimit: maxBytes + MULTIPART_OVERHEAD_BYTES,
      schema: {
        tags,
        summary:
          'Upload the mp4 (field=video, checked by content) or attach a PDF (field=document); private storage',
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        querystring: videoUploadQuerySchema,
        response: { 200: adminVideoDetailSchema },
      },
    },
    async (request) => {
      // The multipart parser reads the body only as the file is consumed, so Fastify's body limit never
      // sees an announced length: a body declared larger than any accepted upload is refused before a
      // byte of it is read, instead of being read (and dropped) up to its end.
      const announced = Number(request.headers['content-length'] ?? 0);
      if (announced > maxBytes + MULTIPART_OVERHEAD_BYTES) throw new AppError('PAYLOAD_TOO_LARGE');
      const { field } = request.query;
      const file = await readUploadedFile(request, [field === 'video' ? 'mp4' : 'pdf'], maxBytes);
      return service.upload(request.params.id as number, field, file);
    },
  );

  app.get(
    '/videos/:id/video-timelines',
    {
      config: { access: permissionsOf('video-timeline', 'read') },
      schema: { tags, params: idParamsSchema, response: { 200: videoTimelineListResponseSchema } },
    },
    async (request) => ({ data: await service.timelines(request.params.id as number) }),
  );
  app.post(
    '/videos/:id/video-timelines',
    {
      config: { access: permissionsOf('video-timeline', 'create') },
      schema: {
        tags,
        params: idParamsSchema,
        body: createVideoTimelineBodySchema,
        response: { 200: adminVideoTimelineSchema },
      },
    },
    (request) => service.createTimeline(request.params.id as number, request.body),
  );
  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: '/video-timelines/:id',
      config: { access: permissionsOf('video-timeline', 'read', 'update') },
      schema: {
        tags,
        params: idParamsSchema,
        body: updateVideoTimelineBodySchema,
        response: { 200: adminVideoTimelineSchema },
      },
      handler: (request) => service.updateTimeline(request.params.id as number, request.body),
    });
  }
  app.delete(
    '/video-timelines/:id',
    {
      config: { access: permissionsOf('video-timeline', 'delete') },
      schema: { tags, params: idParamsSchema, response: { 200: okResponseSchema } },
    },
    async (request) => {
      await service.removeTimeline(request.params.id as number);
      return { ok: true as const };
    },
  );
};
