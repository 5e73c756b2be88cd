import {
  createSlideshowBodySchema,
  slideshowListQuerySchema,
  slideshowSchema,
  updateSlideshowBodySchema,
} from '@tutor/contract/slideshows';
import type { FastifyPluginAsync } from 'fastify';
import { registerCrud } from '../shared/admin-crud';
import { createSlideshowsService } from './service';

/** Spec §6: slideshows need a back-office login only, no permission of their own. */
export const adminSlideshowsRoutes: FastifyPluginAsync = async (app) => {
  registerCrud(
    app,
    {
      path: '/slideshows',
      resource: 'slideshow',
      tag: 'admin: slideshows',
      schemas: {
        item: slideshowSchema,
        listQuery: slideshowListQuerySchema,
        create: createSlideshowBodySchema,
        update: updateSlideshowBodySchema,
      },
    },
    createSlideshowsService(app.db),
  );
};
