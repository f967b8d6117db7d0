import type { Page, ShortcodeScript, ShortcodeScriptInput } from '@eventory/core';
import type { DB } from '../../db/database.js';
import { notFound } from '../../http/errors.js';
import { recordAudit, type AuditActor } from '../audit/service.js';
import { registeredDomains } from '../license/service.js';
import { getSettings } from '../settings/service.js';
import * as repo from './repository.js';
import { scriptKey } from './scriptKey.js';

/** An origin's last-seen time is written at most once per this many ms for a script. */
const ORIGIN_TOUCH_MS = 60_000;

/**
 * Saves a Get Script record (SPEC §7 "Create shortcode script"); the shortcode was validated by
 * the core grammar at the edge. A script with the same post_name and the very same shortcode text
 * is reused instead (opening Get Script again must not pile up copies): `created` says which. The
 * database's unique key decides, so requests at the same instant all answer the one script.
 * Answers `{ id, created }`; a new record is audited.
 */
export async function createScript(db: DB, input: ShortcodeScriptInput, author: { id: number } | null, actor: AuditActor | null): Promise<{ id: number; created: boolean }> {
  return db.transaction().execute(async (trx) => {
    const key = scriptKey(input.post_name, input.shortcode);
    const row = { post_name: input.post_name, shortcode: input.shortcode, script_key: key, author_id: author?.id ?? null, created_at: new Date().toISOString() };
    const id = await repo.insertScript(trx, row);
    if (id === undefined) {
      const existing = await repo.findScriptByKey(trx, key);
      if (existing === undefined) throw new Error(`The script key ${key} clashed, but no script holds it`);
      return { id: existing, created: false };
    }
    await recordAudit(trx, actor, { action: 'create', entity_type: 'shortcode_script', entity_id: id, summary: /*i18n*/ { id: 'Created the {name} script {id}', values: { name: input.post_name, id } }, after: { id, ...input } });
    return { id, created: true };
  });
}

/** Saved scripts, newest first, each with the origins it was last seen on (most recent first). */
export async function listScripts(db: DB, paged: number, perPage: number): Promise<Page<ShortcodeScript>> {
  const { rows, total } = await repo.listScripts(db, (paged - 1) * perPage, perPage);
  const origins = await repo.originsOf(db, rows.map((r) => r.id));
  return { items: rows.map((r) => ({ ...r, origins: origins.get(r.id) ?? [] })), total_items: total };
}

/** Deletes a script: its tag stops showing anything. @throws 404 for an unknown id */
export async function deleteScript(db: DB, id: number, actor: AuditActor | null): Promise<{ deleted: number }> {
  return db.transaction().execute(async (trx) => {
    const before = await repo.findScript(trx, id);
    if (!before || !(await repo.deleteScript(trx, id))) throw notFound(/*i18n*/ 'Shortcode script', id);
    await recordAudit(trx, actor, { action: 'delete', entity_type: 'shortcode_script', entity_id: id, summary: /*i18n*/ { id: 'Deleted the {name} script {id}', values: { name: before.post_name, id } }, before });
    return { deleted: id };
  });
}

/** The script an embed shows, or undefined. */
export function findScript(db: DB, id: number) {
  return repo.findScript(db, id);
}

/** Notes that a script was embedded on `origin` (from its `/embed` request's Referer). */
export async function recordOrigin(db: DB, scriptId: number, origin: string, now = Date.now()): Promise<void> {
  await repo.touchOrigin(db, scriptId, origin, new Date(now).toISOString(), new Date(now - ORIGIN_TOUCH_MS).toISOString());
}

/**
 * Where Get Script widgets may be framed (issue #11 §4, SPEC §6 "registered domain"): the site
 * itself, the origins of Settings' registered domains, and the activated license's domain (a host,
 * any scheme).
 */
export interface EmbedOrigins {
  /** Full origins (`https://example.com`). */
  origins: string[];
  /** Hosts registered by the license (`example.com`). */
  hosts: string[];
}

/** The registered origins and hosts, the site's own origin first. */
export async function embedOrigins(db: DB, siteUrl: string): Promise<EmbedOrigins> {
  const [settings, hosts] = await Promise.all([getSettings(db), registeredDomains(db)]);
  return { origins: [...new Set([new URL(siteUrl).origin, ...settings.registered_domains])], hosts };
}

/** True when a page at `origin` may frame widgets. */
export function isRegistered(allowed: EmbedOrigins, origin: string): boolean {
  let host: string;
  try {
    host = new URL(origin).hostname;
  } catch {
    return false;
  }
  return allowed.origins.includes(origin) || allowed.hosts.includes(host);
}
