import { extraDataQuerySchema } from '@tutor/contract/admin-common';
import { categorySchema, tagSchema } from '@tutor/contract/categories';
import { comboOptionSchema } from '@tutor/contract/combos';
import { folderSchema } from '@tutor/contract/folders';
import { extraDataImageSchema } from '@tutor/contract/images';
import { permissionSchema, roleSchema } from '@tutor/contract/roles';
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { permissions } from '../../db/schema';
import { listAllCategories } from '../categories/service';
import { listComboOptions } from '../combos/service';
import { listAllFolders } from '../folders/service';
import { latestImages } from '../images/service';
import { listAllRoles } from '../roles/service';
import { listAllTags } from '../tags/service';

/**
 * `GET /admin/extra-data?type=…`: reference lists for admin forms in one call. Each domain adds its
 * type here as it lands (categories, tags, courses, …).
 */
export const adminExtraDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const loaders = {
    roles: () => listAllRoles(app.db),
    categories: () => listAllCategories(app.db),
    tags: () => listAllTags(app.db),
    images: () => latestImages(app.db),
    folders: () => listAllFolders(app.db),
    combos: () => listComboOptions(app.db),
    permissions: () =>
      app.db
        .select({
          id: permissions.id,
          name: permissions.name,
          code: permissions.code,
          resource: permissions.resource,
          action: permissions.action,
        })
        .from(permissions)
        .orderBy(asc(permissions.code)),
  };
  app.get(
    '/extra-data',
    {
      schema: {
        tags: ['admin'],
        querystring: extraDataQuerySchema,
        response: {
          200: z.object({
            roles: z.array(roleSchema).optional(),
            categories: z.array(categorySchema).optional(),
            tags: z.array(tagSchema).optional(),
            images: z.array(extraDataImageSchema).optional(),
            folders: z.array(folderSchema).optional(),
            permissions: z.array(permissionSchema).optional(),
            combos: z.array(comboOptionSchema).optional(),
          }),
        },
      },
    },
    async (request) => {
      const types = [...new Set(request.query.type)];
      const entries = await Promise.all(types.map(async (type) => [type, await loaders[type]()] as const));
      return Object.fromEntries(entries);
    },
  );
};
