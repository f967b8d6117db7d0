import type { RolePermissionEntry } from '@eventory/core';

/** How the 'All Permissions' box shows a selection (SPEC §5 "Access modal"). */
export interface AllPermissionsState {
  checked: boolean;
  /** Some, not all, permissions are chosen. */
  indeterminate: boolean;
}

/** The 'All Permissions' box for the chosen keys: checked when every catalogue key is chosen. */
export function allPermissionsState(selected: readonly string[], catalogue: readonly string[]): AllPermissionsState {
  const chosen = catalogue.filter((key) => selected.includes(key)).length;
  return { checked: catalogue.length > 0 && chosen === catalogue.length, indeterminate: chosen > 0 && chosen < catalogue.length };
}

/** What ticking (every key) or clearing (none) 'All Permissions' chooses. */
export function toggleAll<T extends string>(checked: boolean, catalogue: readonly T[]): T[] {
  return checked ? [...catalogue] : [];
}

/** The table's rows: the roles that have an assignment (at least one permission). */
export function assignedRoles(entries: readonly RolePermissionEntry[]): RolePermissionEntry[] {
  return entries.filter((entry) => entry.permissions.length > 0);
}

/** The roles the add modal offers: those without an assignment yet. */
export function unassignedRoles(entries: readonly RolePermissionEntry[]): RolePermissionEntry[] {
  return entries.filter((entry) => entry.permissions.length === 0);
}
