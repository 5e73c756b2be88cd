import {
  bannerListQuerySchema,
  bannerSchema,
  createBannerBodySchema,
  updateBannerBodySchema,
} from '@tutor/contract/banners';
import type { FastifyPluginAsync } from 'fastify';
import { registerCrud } from '../shared/admin-crud';
import { createBannersService } from './service';

/** Spec §6: banners need a back-office login only, no permission of their own. */
export const adminBannersRoutes: FastifyPluginAsync = async (app) => {
  registerCrud(
    app,
    {
      path: '/banners',
      resource: 'banner',
      tag: 'admin: banners',
      schemas: {
        item: bannerSchema,
        listQuery: bannerListQuerySchema,
        create: createBannerBodySchema,
        update: updateBannerBodySchema,
      },
    },
    createBannersService(app.db),
  );
};
