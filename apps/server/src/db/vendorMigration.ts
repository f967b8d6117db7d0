import type { Migration } from 'kysely/migration';
import { VENDOR_ROLE } from '@eventory/core';
import type { AnyDb } from './migrationHelpers.js';

/**
 * Issue #11 §5: the built-in `vendor` role (core's VENDOR_ROLE: own events and their attendees),
 * limited to the events its users create (core's OWN_EVENTS_ONLY_ROLES). A site that already made
 * a role with that key keeps it as it is.
 */
export function vendorRole(): Migration {
  return {
    async up(db: AnyDb) {
      const existing = await db.selectFrom('roles').select('key').where('key', '=', VENDOR_ROLE.key).executeTakeFirst();
      if (existing) return;
      await db
        .insertInto('roles')
        .values({ key: VENDOR_ROLE.key, name: VENDOR_ROLE.name, capabilities: JSON.stringify(VENDOR_ROLE.capabilities), builtin: 1 })
        .execute();
    },
  };
}
