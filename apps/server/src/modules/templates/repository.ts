import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { TemplateListQuery } from '@eventory/core';
import type { DB, Dialect } from '../../db/database.js';
import type { Database, TemplateTable } from '../../db/schema.js';
import { containsAnyCase } from '../../db/search.js';

/** A stored template with its author's display name ('' when none). */
export type TemplateRow = Omit<TemplateTable, 'id'> & { id: number; author_name: string };
export type NewTemplateRow = Omit<TemplateTable, 'id'>;
/** Columns of a list row: everything but content and CSS. */
export type TemplateSummaryRow = Omit<TemplateRow, 'content' | 'template_css'>;
export type TemplateFilters = Omit<TemplateListQuery, 'paged' | 'per_page'>;

const SUMMARY_COLUMNS = [
  'templates.id',
  'templates.name',
  'templates.type',
  'templates.status',
  'templates.orientation',
  'templates.thumbnail',
  'templates.edit_with_elementor',
  'templates.remote_template_id',
  'templates.preview_event_id',
  'templates.author_id',
  'templates.created_at',
  'templates.updated_at',
] as const;

/** The templates joined to their authors. */
const withAuthor = (db: DB) =>
  db.selectFrom('templates').leftJoin('users', 'users.id', 'templates.author_id').select(sql<string>`coalesce(users.display_name, '')`.as('author_name'));

function listFilter(dialect: Dialect, q: TemplateFilters) {
  return (eb: ExpressionBuilder<Database, 'templates'>): Expression<SqlBool> => {
    const conditions: Expression<SqlBool>[] = [];
    if (q.type) conditions.push(eb('templates.type', '=', q.type));
    if (q.status) conditions.push(eb('templates.status', '=', q.status));
    if (q.search) conditions.push(containsAnyCase(dialect, sql.ref('templates.name'), q.search));
    return eb.and(conditions);
  };
}

/** One page of templates, newest first, without content. */
export function listTemplates(db: DB, dialect: Dialect, q: TemplateListQuery): Promise<TemplateSummaryRow[]> {
  return withAuthor(db)
    .select(SUMMARY_COLUMNS)
    .where(listFilter(dialect, q))
    .orderBy('templates.id', 'desc')
    .limit(q.per_page)
    .offset((q.paged - 1) * q.per_page)
    .execute();
}

export async function countTemplates(db: DB, dialect: Dialect, q: TemplateFilters): Promise<number> {
  const row = await db
    .selectFrom('templates')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(listFilter(dialect, q))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findTemplate(db: DB, id: number): Promise<TemplateRow | undefined> {
  return withAuthor(db).selectAll('templates').where('templates.id', '=', id).executeTakeFirst();
}

export function findTemplates(db: DB, ids: number[]): Promise<Pick<TemplateRow, 'id' | 'name' | 'type'>[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('templates').select(['id', 'name', 'type']).where('id', 'in', ids).execute();
}

export async function insertTemplate(db: DB, row: NewTemplateRow): Promise<number> {
  const { id } = await db.insertInto('templates').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateTemplate(db: DB, id: number, row: Partial<NewTemplateRow>): Promise<void> {
  await db.updateTable('templates').set(row).where('id', '=', id).execute();
}

export async function deleteTemplates(db: DB, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.deleteFrom('templates').where('id', 'in', ids).execute();
}

/** Events naming any of the templates (as landing, ticket or certificate template), by title. */
export function eventsUsing(db: DB, ids: number[]): Promise<{ id: number; title: string; certificate_template: number | null; landing_template: number | null; ticket_template: number | null }[]> {
  return db
    .selectFrom('events')
    .select(['id', 'title', 'certificate_template', 'landing_template', 'ticket_template'])
    .where((eb) => eb.or([eb('certificate_template', 'in', ids), eb('landing_template', 'in', ids), eb('ticket_template', 'in', ids)]))
    .orderBy('id')
    .execute();
}
