import { z } from 'zod';
import { DEFAULT_CURRENCY, DEFAULT_LOCALE, RESERVATION_HOURS, bodyId, settingsFields, siteLocaleProblem, type DateFormat } from '@eventory/core';
import type { DB } from '../../db/database.js';
import { invalidateCounts } from '../../db/countCache.js';
import { ChangeMemo } from '../../http/changeMemo.js';
import { invalidFields } from '../../http/errors.js';
import { recordAudit, type AuditActor } from '../audit/service.js';
import { assertTemplateReferences } from '../templates/typeCheck.js';

const onOff = z.enum(['on', 'off'], { message: /*i18n*/ "Use 'on' or 'off'" });
const { currency, locale, site_language: siteLanguage, offline_payment_instructions: offlinePaymentInstructions, reservation_hours: reservationHours, registered_domains: registeredDomains } = settingsFields;
/** A site-wide default template id, or null for none. */
const defaultTemplate = bodyId.nullable();

/** Global settings (SPEC §3 "Global settings"). */
export const settingsSchema = z.object({
  disable_category_and_tags: onOff,
  modules: z.object({ rsvp: onOff }),
  /** ISO 4217 code of every price (issue #9 §4). */
  currency,
  /** BCP 47 locale of prices, dates and times on pages, mails and the admin. */
  locale,
  /** How to pay a pending (offline) booking: shown on its page and in its mail. */
  offline_payment_instructions: offlinePaymentInstructions,
  /** Hours an unpaid offline booking holds its seats before it is cancelled. */
  reservation_hours: reservationHours,
  /** Issue #10: third-party page builder support ('off' by default: the builder hides its button). */
  third_party_builder: onOff,
  /** Issue #10: site-wide default templates (an event without its own uses these). */
  default_landing_template: defaultTemplate,
  default_ticket_template: defaultTemplate,
  default_certificate_template: defaultTemplate,
  /** Sites that may embed Get Script widgets (issue #11 §4), as origins; the license's domain is registered too. */
  registered_domains: registeredDomains,
  /** Issue #12 §2: the site's default language (admin users without their own, public pages, mails). */
  site_language: siteLanguage,
});
export type Settings = z.output<typeof settingsSchema>;

/** A partial update: any subset of the settings. */
export const settingsPatch = z
  .object({
    disable_category_and_tags: onOff.optional(),
    modules: z.object({ rsvp: onOff.optional() }).strict().optional(),
    currency: currency.optional(),
    locale: locale.optional(),
    offline_payment_instructions: offlinePaymentInstructions.optional(),
    reservation_hours: reservationHours.optional(),
    third_party_builder: onOff.optional(),
    default_landing_template: defaultTemplate.optional(),
    default_ticket_template: defaultTemplate.optional(),
    default_certificate_template: defaultTemplate.optional(),
    registered_domains: registeredDomains.optional(),
    site_language: siteLanguage.optional(),
  })
  .strict();
export type SettingsPatch = z.output<typeof settingsPatch>;

export const DEFAULT_SETTINGS: Settings = deepFreeze({
  disable_category_and_tags: 'off',
  modules: { rsvp: 'on' },
  currency: DEFAULT_CURRENCY,
  locale: DEFAULT_LOCALE,
  offline_payment_instructions: '',
  reservation_hours: RESERVATION_HOURS.default,
  third_party_builder: 'off',
  default_landing_template: null,
  default_ticket_template: null,
  default_certificate_template: null,
  registered_domains: [],
  site_language: 'en',
});

/** `settings` frozen with its nested object and list: one copy answers every caller, so none may change it. */
function deepFreeze(settings: Settings): Settings {
  Object.freeze(settings.modules);
  Object.freeze(settings.registered_domains);
  return Object.freeze(settings);
}

/** The template type of each default template setting. */
const DEFAULT_TEMPLATE_TYPES = { default_landing_template: 'event', default_ticket_template: 'ticket', default_certificate_template: 'certificate' } as const;

/** Each database's settings as last read, dropped on any change (also one made through another server). */
const kept = new WeakMap<object, ChangeMemo<Settings>>();

/**
 * The stored settings merged over the defaults (frozen: the same object answers every caller until
 * the next change). Read once per change and kept in a `ChangeMemo` (http/changeMemo.ts): a write
 * through {@link updateSettings} or any state-changing API request drops it at once, on PostgreSQL
 * in every server of the database (db/changeNotices.ts); a write from elsewhere shows within
 * `CHANGE_MEMO_TTL_MS`. Inside a transaction the row is read afresh, so the transaction sees its
 * own writes.
 */
export function getSettings(db: DB): Promise<Settings> {
  if (db.isTransaction) return readSettings(db);
  let memo = kept.get(db);
  if (!memo) {
    memo = new ChangeMemo(db);
    kept.set(db, memo);
  }
  return memo.get('general', () => readSettings(db));
}

async function readSettings(db: DB): Promise<Settings> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', 'general').executeTakeFirst();
  if (!row) return DEFAULT_SETTINGS;
  const parsed = settingsSchema.safeParse({ ...DEFAULT_SETTINGS, ...JSON.parse(row.value) });
  return parsed.success ? deepFreeze(parsed.data) : DEFAULT_SETTINGS;
}

/**
 * The settings whose value differs between `before` and `after`, in the order of `Settings`, each
 * with its value before and after (what the audit trail keeps of a change: nothing unchanged).
 * The general settings hold no secret: the license key is stored under its own key (and audited by
 * the license module), mail credentials come from the environment (SMTP_URL).
 */
function changedSettings(before: Settings, after: Settings): { keys: (keyof Settings)[]; before: Partial<Settings>; after: Partial<Settings> } {
  const keys = (Object.keys(settingsSchema.shape) as (keyof Settings)[]).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  const pick = (settings: Settings) => Object.fromEntries(keys.map((key) => [key, settings[key]])) as Partial<Settings>;
  return { keys, before: pick(before), after: pick(after) };
}

/**
 * Applies a partial update and answers the full settings.
 * @param actor who changes them: the settings that changed are recorded in the audit trail (entity
 *   type `settings`, id `general`, only those keys before and after) in the same transaction; a
 *   change that changes nothing is not recorded. Omit it to record nothing.
 * @throws 400 a default template that does not exist or has another type; a `locale` that does not
 *   write the site language (the one sent with it, else the current one), beside `locale`
 */
export async function updateSettings(db: DB, patch: SettingsPatch, actor?: AuditActor | null): Promise<Settings> {
  const next = await db.transaction().execute(async (trx) => {
    const current = await getSettings(trx);
    const localeProblem = patch.locale === undefined ? null : siteLocaleProblem(patch.locale, patch.site_language ?? current.site_language);
    if (localeProblem) throw invalidFields({ locale: localeProblem });
    const templates = (Object.keys(DEFAULT_TEMPLATE_TYPES) as (keyof typeof DEFAULT_TEMPLATE_TYPES)[]).flatMap((field) => {
      const id = patch[field];
      return id ? [{ field, id, type: DEFAULT_TEMPLATE_TYPES[field] }] : [];
    });
    await assertTemplateReferences(trx, templates);
    const next: Settings = { ...current, ...patch, modules: { rsvp: patch.modules?.rsvp ?? current.modules.rsvp } };
    const value = JSON.stringify(next);
    await trx
      .insertInto('settings')
      .values({ key: 'general', value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
    const changed = changedSettings(current, next);
    if (actor !== undefined && changed.keys.length > 0) {
      await recordAudit(trx, actor, {
        action: 'update',
        entity_type: 'settings',
        entity_id: 'general',
        summary: /*i18n*/ { id: 'Updated settings: {keys}', values: { keys: changed.keys.join(', ') } },
        before: changed.before,
        after: changed.after,
      });
    }
    return next;
  });
  // Every reader (getSettings's memo, cached pages) sees the change from the next call on.
  invalidateCounts(db);
  return next;
}

/** The site's date format in a zone (an event's) for core's date formatters. */
export async function dateFormat(db: DB, zone?: string): Promise<DateFormat> {
  const { locale } = await getSettings(db);
  return zone === undefined ? { locale } : { locale, zone };
}

/** When an unpaid booking made at `createdAt` (ISO instant) stops holding its seats, ms since the epoch. */
export function reservationEndsAt(createdAt: string, { reservation_hours }: Pick<Settings, 'reservation_hours'>): number {
  return Date.parse(createdAt) + reservation_hours * 3_600_000;
}
