import type { Language } from '@tutor/contract/i18n';
import { PERMISSION_RESOURCES } from '@tutor/contract/permission-labels';
import { PERMISSION_ACTIONS } from '@tutor/contract/permissions';
import type { Permission } from '@tutor/contract/roles';

/*
 * The role screen lists permissions grouped by resource (spec §6: "permissions are assigned to a role
 * by a list of permission ids"), in the order of the contract's resource catalogue, each group with its
 * label in the interface language and its actions in reading order.
 */

export type PermissionGroup = {
  resource: string;
  /** The contract's label, or the resource code itself for one it does not know. */
  label: string;
  permissions: Permission[];
};

/** The back office door (admin:access) comes first: without it nothing else matters. */
const FIRST_RESOURCE = 'admin';
const RESOURCE_ORDER = Object.keys(PERMISSION_RESOURCES);
const ACTION_ORDER: readonly string[] = ['access', ...PERMISSION_ACTIONS, '*'];

function rank(list: readonly string[], value: string): number {
  const index = list.indexOf(value);
  return index === -1 ? list.length : index;
}

function resourceLabel(resource: string, language: Language, adminLabel: string): string {
  if (resource === FIRST_RESOURCE) return adminLabel;
  const known = (PERMISSION_RESOURCES as Record<string, { vi: string; en: string } | undefined>)[resource];
  return known ? known[language] : resource;
}

export function groupPermissions(
  permissions: readonly Permission[],
  language: Language,
  adminLabel: string,
): PermissionGroup[] {
  const byResource = new Map<string, Permission[]>();
  for (const permission of permissions) {
    const list = byResource.get(permission.resource) ?? [];
    list.push(permission);
    byResource.set(permission.resource, list);
  }
  const resourceRank = (resource: string) =>
    resource === FIRST_RESOURCE ? -1 : rank(RESOURCE_ORDER, resource);
  return [...byResource.entries()]
    .sort(([a], [b]) => resourceRank(a) - resourceRank(b) || a.localeCompare(b))
    .map(([resource, list]) => ({
      resource,
      label: resourceLabel(resource, language, adminLabel),
      permissions: [...list].sort(
        (a, b) => rank(ACTION_ORDER, a.action) - rank(ACTION_ORDER, b.action) || a.code.localeCompare(b.code),
      ),
    }));
}

export type GroupSelection = 'none' | 'some' | 'all';

/** How much of a group is ticked: drives the group's select-all box (empty, indeterminate, checked). */
export function groupSelection(group: PermissionGroup, selected: ReadonlySet<number>): GroupSelection {
  const count = group.permissions.filter((permission) => selected.has(permission.id)).length;
  if (count === 0) return 'none';
  return count === group.permissions.length ? 'all' : 'some';
}

/** Ticks every permission of the group, or clears them all when every one was ticked already. */
export function toggleGroup(group: PermissionGroup, selected: ReadonlySet<number>): Set<number> {
  const next = new Set(selected);
  const isAll = groupSelection(group, selected) === 'all';
  for (const permission of group.permissions) {
    if (isAll) next.delete(permission.id);
    else next.add(permission.id);
  }
  return next;
}

/** Whether two selections hold the same ids (the save button is enabled only when they differ). */
export function sameSelection(a: ReadonlySet<number>, b: ReadonlySet<number>): boolean {
  return a.size === b.size && [...a].every((id) => b.has(id));
}
