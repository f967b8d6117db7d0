import { describe, expect, it } from 'vitest';
import type { RolePermissionEntry } from '@eventory/core';
import { allPermissionsState, assignedRoles, toggleAll, unassignedRoles } from './permissionSelection';

const catalogue = ['etn_manage_event', 'etn_manage_schedule', 'etn_manage_qr_scan'] as const;

describe("'All Permissions' stays in sync with the boxes", () => {
  it('is clear with nothing chosen, indeterminate with some, checked with all', () => {
    expect(allPermissionsState([], catalogue)).toEqual({ checked: false, indeterminate: false });
    expect(allPermissionsState(['etn_manage_event'], catalogue)).toEqual({ checked: false, indeterminate: true });
    expect(allPermissionsState([...catalogue].reverse(), catalogue)).toEqual({ checked: true, indeterminate: false });
  });

  it('unchecking one box after all clears All; checking it again checks All', () => {
    const all = toggleAll(true, catalogue);
    expect(all).toEqual([...catalogue]);
    const oneOff = all.filter((key) => key !== 'etn_manage_schedule');
    expect(allPermissionsState(oneOff, catalogue).checked).toBe(false);
    expect(allPermissionsState([...oneOff, 'etn_manage_schedule'], catalogue).checked).toBe(true);
    expect(toggleAll(false, catalogue)).toEqual([]);
  });

  it('ignores keys that are not in the catalogue', () => {
    expect(allPermissionsState(['etn_manage_event', 'etn_old_key'], ['etn_manage_event'])).toEqual({ checked: true, indeterminate: false });
    expect(allPermissionsState([], [])).toEqual({ checked: false, indeterminate: false });
  });
});

describe('roles in the table and in the add modal', () => {
  const entry = (key: string, permissions: RolePermissionEntry['permissions']): RolePermissionEntry => ({ key, name: key, label: key, permissions });
  const entries = [entry('administrator', ['etn_manage_event']), entry('contributor', []), entry('door_staff', [])];

  it('the table shows roles with an assignment; the add modal offers only the others', () => {
    expect(assignedRoles(entries).map((e) => e.key)).toEqual(['administrator']);
    expect(unassignedRoles(entries).map((e) => e.key)).toEqual(['contributor', 'door_staff']);
  });
});
