import { z } from 'zod';
import type { DB } from '../../db/database.js';

const onOff = z.enum(['on', 'off'], { message: "Use 'on' or 'off'" });

/** Global settings (SPEC §3 "Global settings"). */
export const settingsSchema = z.object({
  disable_category_and_tags: onOff,
  modules: z.object({ rsvp: onOff }),
});
export type Settings = z.output<typeof settingsSchema>;

/** A partial update: any subset of the settings. */
export const settingsPatch = z
  .object({
    disable_category_and_tags: onOff.optional(),
    modules: z.object({ rsvp: onOff.optional() }).strict().optional(),
  })
  .strict();
export type SettingsPatch = z.output<typeof settingsPatch>;

export const DEFAULT_SETTINGS: Settings = { disable_category_and_tags: 'off', modules: { rsvp: 'on' } };

/** The stored settings merged over the defaults. */
export async function getSettings(db: DB): Promise<Settings> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', 'general').executeTakeFirst();
  if (!row) return DEFAULT_SETTINGS;
  const parsed = settingsSchema.safeParse(JSON.parse(row.value));
  return parsed.success ? parsed.data : DEFAULT_SETTINGS;
}

/** Applies a partial update and answers the full settings. */
export async function updateSettings(db: DB, patch: SettingsPatch): Promise<Settings> {
  return db.transaction().execute(async (trx) => {
    const current = await getSettings(trx);
    const next: Settings = {
      disable_category_and_tags: patch.disable_category_and_tags ?? current.disable_category_and_tags,
      modules: { rsvp: patch.modules?.rsvp ?? current.modules.rsvp },
    };
    const value = JSON.stringify(next);
    await trx
      .insertInto('settings')
      .values({ key: 'general', value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
    return next;
  });
}
