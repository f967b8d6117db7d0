import { DEFAULT_CURRENCY } from '@eventory/core';
import type { Migration } from 'kysely/migration';
import type { AnyDb } from './migrationHelpers.js';

/** The currency the site's settings held when the migration ran (the one every booking so far was made in). */
async function siteCurrency(db: AnyDb): Promise<string> {
  const row = (await db.selectFrom('settings').select('value').where('key', '=', 'general').executeTakeFirst()) as { value: string } | undefined;
  try {
    const currency: unknown = row ? JSON.parse(row.value).currency : undefined;
    return typeof currency === 'string' && /^[A-Z]{3}$/.test(currency) ? currency : DEFAULT_CURRENCY;
  } catch {
    return DEFAULT_CURRENCY;
  }
}

/**
 * Issue #9 §4: each booking keeps the currency (ISO 4217) it was made in, so changing Settings'
 * currency no longer relabels past bookings ($10.00 read €10.00 after a switch to EUR). Existing
 * bookings get the site's currency of now, the one they were made in.
 */
export function orderCurrency(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('orders').addColumn('currency', 'varchar(3)', (c) => c.notNull().defaultTo(DEFAULT_CURRENCY)).execute();
      await db.updateTable('orders').set({ currency: await siteCurrency(db) }).execute();
    },
  };
}
