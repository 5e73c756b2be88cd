import { type ExtraDataType, extraDataQuerySchema } from '@tutor/contract/admin-common';
import { categorySchema, tagSchema } from '@tutor/contract/categories';
import { comboOptionSchema } from '@tutor/contract/combos';
import { folderSchema } from '@tutor/contract/folders';
import { extraDataImageSchema } from '@tutor/contract/images';
import { hasAllPermissions, type PermissionCode } from '@tutor/contract/permissions';
import { permissionSchema, roleSchema } from '@tutor/contract/roles';
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { permissions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { actorOf } from '../admin-crud';
import { listAllCategories } from '../categories/service';
import { listComboOptions } from '../combos/service';
import { listAllFolders } from '../folders/service';
import { latestImages } from '../images/service';
import { listAllRoles } from '../roles/service';
import { listAllTags } from '../tags/service';

/**
 * `GET /admin/extra-data?type=…`: reference lists for admin forms in one call, to any back-office
 * user (a book form needs categories and tags whoever fills it). Lists that reveal the access model
 * need the codes of the screens that show them.
 */
export const adminExtraDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const loaders: Record<ExtraDataType, { access: PermissionCode[]; load: () => Promise<unknown[]> }> = {
    roles: { access: ['user:read'], load: () => listAllRoles(app.db) },
    permissions: {
      access: ['role:read'],
      load: () =>
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
    },
    categories: { access: [], load: () => listAllCategories(app.db) },
    tags: { access: [], load: () => listAllTags(app.db) },
    images: { access: [], load: () => latestImages(app.db) },
    folders: { access: [], load: () => listAllFolders(app.db) },
    combos: { access: [], load: () => listComboOptions(app.db) },
  };
  app.get(
    '/extra-data',
    {
      config: { access: 'back-office' },
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
      const actor = actorOf(request);
      if (!types.every((type) => hasAllPermissions(actor, loaders[type].access)))
        throw new AppError('PERMISSION_NOT_ACCEPTED');
      const entries = await Promise.all(
        types.map(async (type) => [type, await loaders[type].load()] as const),
      );
      return Object.fromEntries(entries);
    },
  );
};
