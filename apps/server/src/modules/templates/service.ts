import {
  NEW_TEMPLATE_NAME,
  type Page,
  type Template,
  type TemplateCreateParsed,
  type TemplateListItem,
  type TemplateListQuery,
  type TemplateStatus,
  type TemplateUpdateParsed,
} from '@eventory/core';
import type { DB, Dialect, Tx } from '../../db/database.js';
import { AppError, notFound } from '../../http/errors.js';
import { invalidateCounts } from '../../db/countCache.js';
import { recordAudit, type AuditActor } from '../audit/service.js';
import { assertContentSize, parseTemplateContent, sanitizeTemplateContent } from './content.js';
import { templateUsage } from './usage.js';
import * as repo from './repository.js';

export interface TemplateServiceDeps {
  db: DB;
  dialect: Dialect;
  now?: () => number;
}

/** Who acts: the audit trail's actor and, for creations, the author. */
export interface TemplateActor {
  actor: AuditActor | null;
  authorId: number | null;
}

/** A list row on the wire. */
function summary(row: repo.TemplateSummaryRow): TemplateListItem {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    status: row.status,
    orientation: row.orientation,
    thumbnail: row.thumbnail,
    edit_with_elementor: row.edit_with_elementor === 1,
    remote_template_id: row.remote_template_id,
    preview_event_id: row.preview_event_id,
    author: row.author_id,
    author_name: row.author_name,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** A template on the wire: `rawContent` is parsed from the stored `content` on every read. */
export function presentTemplate(row: repo.TemplateRow): Template {
  return { ...summary(row), content: row.content, rawContent: parseTemplateContent(row.content), template_css: row.template_css };
}

/** The audit record of a template: its fields without the (large) content, CSS and thumbnail. */
const auditView = (t: Pick<Template, 'name' | 'type' | 'status' | 'orientation' | 'edit_with_elementor'>) => ({
  name: t.name,
  type: t.type,
  status: t.status,
  orientation: t.orientation,
  edit_with_elementor: t.edit_with_elementor,
});

/**
 * Certificate, ticket and event landing templates (issue #10 §1, SPEC §3/§7): `content` (block
 * markup) is canonical and sanitized on save; every change is audited in its transaction.
 */
export class TemplateService {
  constructor(private readonly deps: TemplateServiceDeps) {}

  private stamp() {
    return new Date(this.deps.now ? this.deps.now() : Date.now()).toISOString();
  }

  private async inTx<T>(work: (trx: Tx) => Promise<T>): Promise<T> {
    try {
      return await this.deps.db.transaction().execute(work);
    } finally {
      invalidateCounts(this.deps.db);
    }
  }

  /** One page, newest first, without content (`{ items, total_items }`). */
  async list(q: TemplateListQuery): Promise<Page<TemplateListItem>> {
    const { db, dialect } = this.deps;
    const [rows, total] = await Promise.all([repo.listTemplates(db, dialect, q), repo.countTemplates(db, dialect, q)]);
    return { items: rows.map(summary), total_items: total };
  }

  /** @throws 404 unknown id */
  async get(id: number, db: DB = this.deps.db): Promise<Template> {
    const row = await repo.findTemplate(db, id);
    if (!row) throw notFound(/*i18n*/ 'Template', id);
    return presentTemplate(row);
  }

  /**
   * Creates a template (a blank draft 'New Template' unless the body says otherwise; imported markup
   * is kept as is, unknown blocks included).
   * @throws 413 content over the cap
   */
  async create(input: TemplateCreateParsed, who: TemplateActor, action: 'create' | 'clone' = 'create'): Promise<{ id: number }> {
    assertContentSize(input.content);
    const content = sanitizeTemplateContent(input.content);
    return this.inTx(async (trx) => {
      const stamp = this.stamp();
      const id = await repo.insertTemplate(trx, {
        name: input.name,
        type: input.type,
        status: input.status,
        orientation: input.orientation,
        content,
        template_css: input.template_css,
        thumbnail: input.thumbnail,
        edit_with_elementor: input.edit_with_elementor ? 1 : 0,
        remote_template_id: input.remote_template_id ?? null,
        preview_event_id: input.preview_event_id ?? null,
        author_id: who.authorId,
        created_at: stamp,
        updated_at: stamp,
      });
      const summary = /*i18n*/ {
        id: '{cloned, select, yes {Cloned} other {Created}} {type, select, event {event} certificate {certificate} ticket {ticket} other {{type}}} template "{name}"',
        values: { cloned: action === 'clone' ? 'yes' : 'no', type: input.type, name: input.name },
      };
      await recordAudit(trx, who.actor, { action, entity_type: 'template', entity_id: id, summary, after: auditView(input) });
      return { id };
    });
  }

  /**
   * Saves any subset of a template's fields. A name still exactly 'New Template' becomes
   * 'New Template - {id}' (SPEC §3).
   * @throws 404 unknown id; 413 content over the cap; 409 changing the type while events use it
   */
  async update(id: number, patch: TemplateUpdateParsed, who: TemplateActor): Promise<Template> {
    const { content: submitted, edit_with_elementor, remote_template_id, preview_event_id, ...plain } = patch;
    if (submitted !== undefined) assertContentSize(submitted);
    const content = submitted === undefined ? undefined : sanitizeTemplateContent(submitted);
    await this.inTx(async (trx) => {
      const current = await this.get(id, trx);
      if (patch.type !== undefined && patch.type !== current.type) {
        const usage = await templateUsage(trx, [id]);
        if (usage) throw new AppError(409, 'template_in_use', /*i18n*/ { id: '{usage} Choose other templates there before changing its type.', values: { usage } });
      }
      const name = (patch.name ?? current.name) === NEW_TEMPLATE_NAME ? `${NEW_TEMPLATE_NAME} - ${id}` : (patch.name ?? current.name);
      await repo.updateTemplate(trx, id, {
        ...plain,
        name,
        ...(content === undefined ? {} : { content }),
        ...(edit_with_elementor === undefined ? {} : { edit_with_elementor: edit_with_elementor ? 1 : 0 }),
        ...(remote_template_id === undefined ? {} : { remote_template_id }),
        ...(preview_event_id === undefined ? {} : { preview_event_id }),
        updated_at: this.stamp(),
      });
      const after = { ...auditView(current), ...auditView({ ...current, ...patch, name }) };
      await recordAudit(trx, who.actor, { action: 'update', entity_type: 'template', entity_id: id, summary: /*i18n*/ { id: 'Updated {type, select, event {event} certificate {certificate} ticket {ticket} other {{type}}} template "{name}"', values: { type: after.type, name } }, before: auditView(current), after });
    });
    return this.get(id);
  }

  /** `PUT /{id}/status`. @throws 404 unknown id */
  async setStatus(id: number, status: TemplateStatus, who: TemplateActor): Promise<Template> {
    await this.inTx(async (trx) => {
      const current = await this.get(id, trx);
      await repo.updateTemplate(trx, id, { status, updated_at: this.stamp() });
      const summary = /*i18n*/ {
        id: '{published, select, yes {Published} other {Set to draft}} {type, select, event {event} certificate {certificate} ticket {ticket} other {{type}}} template "{name}"',
        values: { published: status === 'publish' ? 'yes' : 'no', type: current.type, name: current.name },
      };
      await recordAudit(trx, who.actor, { action: 'status', entity_type: 'template', entity_id: id, summary, before: { status: current.status }, after: { status } });
    });
    return this.get(id);
  }

  /**
   * Deletes templates (bulk deletes ignore unknown ids). Nothing is deleted while an event or the
   * site-wide defaults use any of them.
   * @returns the ids that existed
   * @throws 409 `template_in_use` naming the events (or the default setting) using them
   */
  delete(ids: number[], who: TemplateActor): Promise<number[]> {
    return this.inTx(async (trx) => {
      const rows = await repo.findTemplates(trx, ids);
      const existing = rows.map((r) => r.id);
      const usage = await templateUsage(trx, existing);
      if (usage) throw new AppError(409, 'template_in_use', /*i18n*/ { id: '{usage} Choose other templates there before deleting.', values: { usage } });
      await repo.deleteTemplates(trx, existing);
      await recordAudit(trx, who.actor, rows.map((r) => ({ action: 'delete', entity_type: 'template', entity_id: r.id, summary: /*i18n*/ { id: 'Deleted {type, select, event {event} certificate {certificate} ticket {ticket} other {{type}}} template "{name}"', values: { type: r.type, name: r.name } }, before: r })));
      return existing;
    });
  }

  /** A draft copy named "<name> - Copy" with the same content, CSS and thumbnail. @throws 404 unknown id */
  async clone(id: number, who: TemplateActor): Promise<Template> {
    const source = await this.get(id);
    const { id: copy } = await this.create(
      {
        ...source,
        name: `${source.name} - Copy`.slice(0, 200),
        status: 'draft',
        edit_with_elementor: source.edit_with_elementor,
      },
      who,
      'clone',
    );
    return this.get(copy);
  }

  /**
   * Returns a template built in the third-party page builder to the standard editor: clears its
   * `edit_with_elementor` flag (SPEC §7 `GET events/{id}/back-wordpress`). @throws 404 unknown id
   */
  async backToStandardEditor(id: number, who: TemplateActor): Promise<Template> {
    await this.inTx(async (trx) => {
      const current = await this.get(id, trx);
      if (!current.edit_with_elementor) return;
      await repo.updateTemplate(trx, id, { edit_with_elementor: 0, updated_at: this.stamp() });
      await recordAudit(trx, who.actor, { action: 'update', entity_type: 'template', entity_id: id, summary: /*i18n*/ { id: 'Returned template "{name}" to the standard editor', values: { name: current.name } }, before: { edit_with_elementor: true }, after: { edit_with_elementor: false } });
    });
    return this.get(id);
  }
}
