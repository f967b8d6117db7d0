import { sql } from 'kysely';
import type { Category, Page, Tag } from '@eventory/core';
import type { DB } from '../../db/database.js';
import { uniqueSlug } from '../../db/slug.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import type { ApiMessage } from '../../i18n/translateMessage.js';
import { recordAudit, type AuditActor } from '../audit/service.js';

/** The two event taxonomies: categories (hierarchical) and tags (flat). */
export type TaxonomyKind = 'categories' | 'tags';
type Term = Category | Tag;
type TermInput = { name: string; description: string; parent?: number };

const LABEL: Record<TaxonomyKind, string> = { categories: /*i18n*/ 'Category', tags: /*i18n*/ 'Tag' };
/** The audit trail's entity type of a term (issue #5 "Audit trail"). */
const ENTITY_TYPE: Record<TaxonomyKind, string> = { categories: 'category', tags: 'tag' };

/** The audit summaries of a term's changes, each a catalogue entry with the name as the user typed it. */
const SUMMARY: Record<TaxonomyKind, Record<'create' | 'update' | 'delete', (name: string) => ApiMessage>> = {
  categories: {
    create: (name) => (/*i18n*/ { id: 'Created category "{name}"', values: { name } }),
    update: (name) => (/*i18n*/ { id: 'Updated category "{name}"', values: { name } }),
    delete: (name) => (/*i18n*/ { id: 'Deleted category "{name}"', values: { name } }),
  },
  tags: {
    create: (name) => (/*i18n*/ { id: 'Created tag "{name}"', values: { name } }),
    update: (name) => (/*i18n*/ { id: 'Updated tag "{name}"', values: { name } }),
    delete: (name) => (/*i18n*/ { id: 'Deleted tag "{name}"', values: { name } }),
  },
};

const LINK = {
  categories: { table: 'event_categories', column: 'category_id' },
  tags: { table: 'event_tags', column: 'tag_id' },
} as const;

/** Names in a reader's order: numbers by their value ('Track 2' before 'Track 10'), case and accents aside. */
const NAME_ORDER = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** The names of the terms `ids` of `kind`, in {@link NAME_ORDER} (an event's categories or tags as its public page lists them). */
export async function termNames(db: DB, kind: TaxonomyKind, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom(`${kind} as t` as 'categories as t')
    .select('t.name')
    .where('t.id', 'in', [...ids])
    .execute();
  return rows.map((row) => row.name).sort(NAME_ORDER.compare);
}

/**
 * Event categories and tags (SPEC §2 "Simple forms", §3, issue #2 §6): one service for both, so
 * their rules cannot drift apart. Categories also keep a parent (0 = top level). Changes given an
 * `actor` are recorded in the audit trail (entity type `category` or `tag`) in their own
 * transaction; without one (`undefined`: imports, scripts) nothing is recorded.
 */
export class TaxonomyService {
  constructor(
    private readonly db: DB,
    readonly kind: TaxonomyKind,
  ) {}

  private get label() {
    return LABEL[this.kind];
  }

  private base(db: DB) {
    // Both tables share id, name, slug, description; the cast lets one query serve both.
    const { table, column } = LINK[this.kind];
    return db
      .selectFrom(`${this.kind} as t` as 'categories as t')
      .select(['t.id', 't.name', 't.slug', 't.description'])
      .select(sql<number>`(SELECT count(*) FROM ${sql.table(table)} l WHERE l.${sql.ref(column)} = t.id)`.as('count'))
      .$if(this.kind === 'categories', (q) => q.select(sql<number>`t.parent`.as('parent')));
  }

  private toTerm(row: { id: number; name: string; slug: string; description: string; count: number; parent?: number }): Term {
    return this.kind === 'categories' ? { ...row, count: Number(row.count), parent: Number(row.parent ?? 0) } : { ...row, count: Number(row.count) };
  }

  /** A page of terms by name; `search` matches anywhere in the name, case-insensitively. */
  async list(q: { paged: number; per_page: number; search?: string }): Promise<Page<Term>> {
    const like = q.search ? `%${q.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    let rows = this.base(this.db);
    let counter = this.db.selectFrom(`${this.kind} as t` as 'categories as t').select((eb) => eb.fn.countAll<number>().as('n'));
    if (like) {
      rows = rows.where(sql<boolean>`lower(t.name) LIKE ${like} ESCAPE '\\'`);
      counter = counter.where(sql<boolean>`lower(t.name) LIKE ${like} ESCAPE '\\'`);
    }
    const [items, total] = await Promise.all([
      rows.orderBy('t.name').orderBy('t.id').limit(q.per_page).offset((q.paged - 1) * q.per_page).execute(),
      counter.executeTakeFirstOrThrow(),
    ]);
    return { items: items.map((r) => this.toTerm(r)), total_items: Number(total.n) };
  }

  /** @throws 404 for an unknown id */
  async get(id: number, db: DB = this.db): Promise<Term> {
    const row = await this.base(db).where('t.id', '=', id).executeTakeFirst();
    if (!row) throw notFound(this.label, id);
    return this.toTerm(row);
  }

  /** Records `action` on term `id` (read as it is now) in the audit trail when an actor is given (null: the system). */
  private async audit(trx: DB, actor: AuditActor | null | undefined, action: 'create' | 'update', id: number, before?: Term): Promise<void> {
    if (actor === undefined) return;
    const term = await this.get(id, trx);
    await recordAudit(trx, actor, {
      action,
      entity_type: ENTITY_TYPE[this.kind],
      entity_id: term.id,
      summary: SUMMARY[this.kind][action](term.name),
      ...(before ? { before } : {}),
      after: term,
    });
  }

  /**
   * Creates a term.
   * @param actor who creates it, recorded in the audit trail in the same transaction; omit it to record nothing
   * @throws 409 when a term of that name exists (under the same parent), 400 for a bad parent
   */
  async create(input: TermInput, actor?: AuditActor | null): Promise<Term> {
    const id = await this.db.transaction().execute(async (trx) => {
      await this.assertValid(trx, input);
      const values = {
        name: input.name,
        slug: await uniqueSlug(trx, this.kind, input.name),
        description: input.description,
        ...(this.kind === 'categories' ? { parent: input.parent ?? 0 } : {}),
      };
      const row = await trx
        .insertInto(this.kind as 'categories')
        .values(values as { name: string; slug: string; description: string; parent: number })
        .returning('id')
        .executeTakeFirstOrThrow();
      await this.audit(trx, actor, 'create', row.id);
      return row.id;
    });
    return this.get(id);
  }

  /**
   * Replaces a term's name, description (and a category's parent).
   * @param actor who changes it, recorded in the audit trail (before and after) in the same transaction; omit it to record nothing
   * @throws 404 unknown id, 409 duplicate name, 400 bad parent (itself or one of its descendants)
   */
  async update(id: number, input: TermInput, actor?: AuditActor | null): Promise<Term> {
    await this.db.transaction().execute(async (trx) => {
      const current = await this.get(id, trx);
      await this.assertValid(trx, input, id);
      await trx
        .updateTable(this.kind as 'categories')
        .set({
          name: input.name,
          description: input.description,
          ...(input.name !== current.name ? { slug: await uniqueSlug(trx, this.kind, input.name, id) } : {}),
          ...(this.kind === 'categories' ? { parent: input.parent ?? 0 } : {}),
        })
        .where('id', '=', id)
        .execute();
      await this.audit(trx, actor, 'update', id, current);
    });
    return this.get(id);
  }

  /**
   * Deletes terms; events lose the link, child categories move to the top level.
   * @param actor who deletes them, recorded in the audit trail (one entry per term, with the term as it was) in the same transaction; omit it to record nothing
   * @returns the ids that existed @throws 404 when none did
   */
  async delete(ids: number[], actor?: AuditActor | null): Promise<number[]> {
    return this.db.transaction().execute(async (trx) => {
      const terms = (await this.base(trx).where('t.id', 'in', ids).orderBy('t.id').execute()).map((r) => this.toTerm(r));
      const found = terms.map((term) => term.id);
      if (found.length === 0) throw notFound(this.label, ids.join(', '));
      if (this.kind === 'categories') await trx.updateTable('categories').set({ parent: 0 }).where('parent', 'in', found).execute();
      await trx.deleteFrom(this.kind as 'categories').where('id', 'in', found).execute();
      if (actor !== undefined) {
        await recordAudit(trx, actor, terms.map((term) => ({ action: 'delete', entity_type: ENTITY_TYPE[this.kind], entity_id: term.id, summary: SUMMARY[this.kind].delete(term.name), before: term })));
      }
      return found;
    });
  }

  private async assertValid(db: DB, input: TermInput, selfId?: number) {
    const parent = this.kind === 'categories' ? (input.parent ?? 0) : 0;
    let dup = db
      .selectFrom(this.kind as 'categories')
      .select('id')
      .where(sql<boolean>`lower(name) = ${input.name.toLowerCase()}`);
    if (this.kind === 'categories') dup = dup.where('parent', '=', parent);
    if (selfId !== undefined) dup = dup.where('id', '!=', selfId);
    if (await dup.executeTakeFirst()) {
      const taken =
        this.kind === 'categories'
          ? /*i18n*/ { id: 'A category named "{name}" already exists.', values: { name: input.name } }
          : /*i18n*/ { id: 'A tag named "{name}" already exists.', values: { name: input.name } };
      // Also as the name's field error: the category form shows only field errors of a failed create (SPEC §8).
      throw conflict(taken, { name: taken });
    }
    if (!parent) return;
    const all = await db.selectFrom('categories').select(['id', 'parent']).execute();
    const parents = new Map(all.map((c) => [c.id, c.parent]));
    if (!parents.has(parent)) throw badRequest(/*i18n*/ { id: 'Parent category {parent} does not exist.', values: { parent } }, { parent: /*i18n*/ 'Choose an existing category' });
    for (let p: number | undefined = parent, guard = 0; p && guard < 10_000; p = parents.get(p), guard++) {
      if (p === selfId) throw badRequest(/*i18n*/ 'A category cannot be its own parent or sit under one of its children.', { parent: /*i18n*/ 'Choose a category that is not this one or under it' });
    }
  }
}
