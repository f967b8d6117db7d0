import { describe, expect, it } from 'vitest';
import { CONFERENCE_IMPORT_NEEDS, DEFAULT_ROLE_CAPABILITIES, hasEveryCapability, type UserPermissions } from './capabilities.js';

const user = (...permissions: string[]): UserPermissions => ({ is_super_admin: false, permissions });

/** Issue #9 §6.3: the admin shows the conference import to exactly the roles the server lets import. */
describe('hasEveryCapability with CONFERENCE_IMPORT_NEEDS', () => {
  it.each([
    ['only etn_manage_schedule', user('etn_manage_schedule'), false],
    ['schedules and events, no organizers', user('etn_manage_schedule', 'etn_manage_event'), false],
    ['the author role', user(...DEFAULT_ROLE_CAPABILITIES.author), false],
    ['the editor role', user(...DEFAULT_ROLE_CAPABILITIES.editor), true],
    ['a super admin', { is_super_admin: true, permissions: [] }, true],
  ])('%s → %s', (_, permissions, expected) => {
    expect(hasEveryCapability(permissions, CONFERENCE_IMPORT_NEEDS)).toBe(expected);
  });
});
