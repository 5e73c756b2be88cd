import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExtraDataType } from '@tutor/contract/admin-common';
import type { Category, Tag } from '@tutor/contract/categories';
import type { ComboOption } from '@tutor/contract/combos';
import type { CourseGroupOption, CourseOption, TeacherOption } from '@tutor/contract/courses';
import type { Folder } from '@tutor/contract/folders';
import type { ExtraDataImage } from '@tutor/contract/images';
import type { Permission, Role } from '@tutor/contract/roles';
import { adminApi } from '@/api/http-client';

/** `GET /admin/extra-data?type=…` (spec §7): reference lists for filters and forms. */
export type ExtraData = {
  roles?: Role[];
  permissions?: Permission[];
  categories?: Category[];
  tags?: Tag[];
  images?: ExtraDataImage[];
  folders?: Folder[];
  combos?: ComboOption[];
  courses?: CourseOption[];
  courseGroups?: CourseGroupOption[];
  teachers?: TeacherOption[];
};

/*
 * Shared by several features (the users form lists roles, the role screen lists permissions), so its
 * key lives here; a feature that changes roles or permissions invalidates `extraDataKeys.all`.
 */
export const extraDataKeys = {
  all: ['admin', 'extra-data'] as const,
  of: (types: readonly ExtraDataType[]) => [...extraDataKeys.all, [...types].sort().join(',')] as const,
};

export function getExtraData(types: readonly ExtraDataType[], signal?: AbortSignal): Promise<ExtraData> {
  return adminApi.get<ExtraData>('/extra-data', { query: { type: [...types] }, signal, silent: true });
}

export const getExtraDataQueryOptions = (types: readonly ExtraDataType[]) =>
  queryOptions({
    queryKey: extraDataKeys.of(types),
    queryFn: ({ signal }) => getExtraData(types, signal),
    // Roles and permissions change rarely, and their own screens invalidate this on every change.
    staleTime: 5 * 60_000,
  });

export function useExtraData(types: readonly ExtraDataType[]) {
  return useQuery(getExtraDataQueryOptions(types));
}
