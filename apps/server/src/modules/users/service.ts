import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { LANGUAGES, SUPER_ADMIN_ROLE, apiTokenStatus, pagingQuery, utcToday, type Page } from '@eventory/core';
import type { DB } from '../../db/database.js';
import { invalidateCounts } from '../../db/countCache.js';
import { AppError, badRequest, conflict, notFound } from '../../http/errors.js';
import { hashPassword } from '../auth/password.js';
import { passwordWeakness } from '../auth/passwordStrength.js';
import { englishMessage, type ApiMessage } from '../../i18n/apiMessages.js';
import { deleteUserSessions } from '../auth/repository.js';
import { listTokens } from '../tokens/repository.js';
import { recordAudit, type AuditActor } from '../audit/service.js';

const email = z.email({ message: /*i18n*/ 'Enter a valid email address' }).trim().toLowerCase().max(320);
const password = z.string().min(8, /*i18n*/ 'Use a password of at least 8 characters').max(200);

export const userCreate = z.object({
  email,
  display_name: z.string().trim().min(1, /*i18n*/ 'Name is required').max(200),
  password,
  role: z.string().trim().min(1, /*i18n*/ 'Choose a role'),
  /** Issue #12: the user's admin language; null (the default) follows the site's. */
  language: z.enum(LANGUAGES, { message: /*i18n*/ "Choose one of: {values}, or none for the site's" }).nullable().optional(),
});
export const userUpdate = userCreate.partial();
/** A user's own language choice: a shipped language, or '' / null for the site's default. */
export const ownLanguage = z.preprocess((value) => (value === '' ? null : value), userCreate.shape.language.unwrap());
export const userListQuery = pagingQuery.extend({ search: z.string().trim().max(200).optional(), role: z.string().optional() });

/** A user on the wire (never the password hash). */
export interface UserItem {
  id: number;
  email: string;
  display_name: string;
  role: string;
  created_at: string;
  /** The user's admin language, or null for the site's. */
  language: string | null;
}

const columns = ['id', 'email', 'display_name', 'role', 'created_at', 'language'] as const;

/**
 * @throws 400 `weak_password` with the reason beside the password field, for a common or guessable
 * password or one made of the account's own email or name (issue #9 §6.12)
 */
function assertStrongPassword(password: string, account: { email: string; display_name: string }) {
  const weakness = passwordWeakness(password, [account.email, account.display_name]);
  if (weakness) throw new AppError(400, 'weak_password', weakness, { password: weakness });
}

async function assertRole(db: DB, role: string) {
  const found = await db.selectFrom('roles').select('key').where('key', '=', role).executeTakeFirst();
  if (!found) throw badRequest(/*i18n*/ { id: 'The role "{role}" does not exist.', values: { role } }, { role: /*i18n*/ 'Choose an existing role' });
}

export async function listUsers(db: DB, q: z.output<typeof userListQuery>): Promise<Page<UserItem>> {
  let query = db.selectFrom('users');
  if (q.search) query = query.where((eb) => eb.or([eb('email', 'like', `%${q.search}%`), eb('display_name', 'like', `%${q.search}%`)]));
  if (q.role) query = query.where('role', '=', q.role);
  const [items, total] = await Promise.all([
    query.select(columns).orderBy('id').limit(q.per_page).offset((q.paged - 1) * q.per_page).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items, total_items: Number(total.n) };
}

export async function getUser(db: DB, id: number): Promise<UserItem> {
  const user = await db.selectFrom('users').select(columns).where('id', '=', id).executeTakeFirst();
  if (!user) throw notFound(/*i18n*/ 'User', id);
  return user;
}

/** @throws 409 when the email is taken, 400 for an unknown role or a weak password */
export async function createUser(db: DB, input: z.output<typeof userCreate>, actor?: AuditActor | null): Promise<UserItem> {
  assertStrongPassword(input.password, input);
  return db.transaction().execute(async (trx) => {
    await assertRole(trx, input.role);
    const taken = await trx.selectFrom('users').select('id').where('email', '=', input.email).executeTakeFirst();
    if (taken) throw conflict(/*i18n*/ { id: 'A user with the email {email} already exists.', values: { email: input.email } });
    const row = await trx
      .insertInto('users')
      .values({
        email: input.email,
        display_name: input.display_name,
        password_hash: await hashPassword(input.password),
        role: input.role,
        created_at: new Date().toISOString(),
        language: input.language ?? null,
      })
      .returning(columns)
      .executeTakeFirstOrThrow();
    if (actor !== undefined) await recordAudit(trx, actor, { action: 'create', entity_type: 'user', entity_id: row.id, summary: /*i18n*/ { id: 'Created user {email} ({role})', values: { email: row.email, role: row.role } }, after: row });
    return row;
  });
}

async function administratorCount(db: DB) {
  const r = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where('role', '=', SUPER_ADMIN_ROLE).executeTakeFirstOrThrow();
  return Number(r.n);
}

/** A user after an update; `notice` says what a password change did to their sessions and tokens (the route words it in the reader's language). */
export interface UpdatedUser extends UserItem {
  notice?: ApiMessage;
}

/**
 * What a password change ends and what it leaves (issue #9 §6.13): every other session of the user
 * ends (not `keepSession`, the caller's own); API tokens keep working until revoked, and the notice
 * says so, with how many are active.
 */
async function endOtherSessions(db: DB, user: UserItem, keepSession: string | null): Promise<ApiMessage> {
  await deleteUserSessions(db, user.id, keepSession);
  const today = utcToday();
  const tokens = (await listTokens(db, user.id)).filter((token) => apiTokenStatus(token, today) === 'active').length;
  const values = { email: user.email, tokens };
  return tokens === 0
    ? /*i18n*/ { id: 'Password changed: every other session of {email} was logged out.', values }
    : /*i18n*/ {
        id: 'Password changed: every other session of {email} was logged out. {tokens, plural, one {One API token of {email} still works} other {# API tokens of {email} still work}} until revoked on the API tokens screen.',
        values,
      };
}

/**
 * Changes a user's email, name, role or password; a new password ends the user's other sessions.
 * @param keepSession the caller's session id, which a change of their own password keeps
 * @throws 409 when it would leave the site without an administrator or the email is taken, 400 for a weak password
 */
export async function updateUser(db: DB, id: number, input: z.output<typeof userUpdate>, actor: AuditActor | null = null, keepSession: string | null = null): Promise<UpdatedUser> {
  return db.transaction().execute(async (trx) => {
    const current = await getUser(trx, id);
    if (input.password) assertStrongPassword(input.password, { ...current, ...input });
    if (input.role) await assertRole(trx, input.role);
    if (input.email && input.email !== current.email) {
      const taken = await trx.selectFrom('users').select('id').where('email', '=', input.email).executeTakeFirst();
      if (taken) throw conflict(/*i18n*/ { id: 'A user with the email {email} already exists.', values: { email: input.email } });
    }
    if (current.role === SUPER_ADMIN_ROLE && input.role && input.role !== SUPER_ADMIN_ROLE && (await administratorCount(trx)) <= 1) {
      throw conflict(/*i18n*/ 'This is the last administrator; make another user an administrator first.');
    }
    await trx
      .updateTable('users')
      .set({
        ...(input.email ? { email: input.email } : {}),
        ...(input.display_name ? { display_name: input.display_name } : {}),
        ...(input.role ? { role: input.role } : {}),
        ...(input.language !== undefined ? { language: input.language } : {}),
        ...(input.password ? { password_hash: await hashPassword(input.password) } : {}),
      })
      .where('id', '=', id)
      .execute();
    const after = await getUser(trx, id);
    const summary = /*i18n*/ { id: 'Updated user {email}{passwordChanged, select, yes { (password changed)} other {}}', values: { email: after.email, passwordChanged: input.password ? 'yes' : 'no' } };
    await recordAudit(trx, actor, { action: 'update', entity_type: 'user', entity_id: id, summary, before: current, after });
    return input.password ? { ...after, notice: await endOtherSessions(trx, after, keepSession) } : after;
  });
}

/**
 * Issue #12 §2: a user sets their own admin language (null: follow the site's); any signed-in user may.
 * Kept sessions carry the language, so they are dropped after the write (the shell's form is no API route).
 */
export async function setOwnLanguage(db: DB, userId: number, language: z.output<typeof ownLanguage>): Promise<void> {
  await db.updateTable('users').set({ language }).where('id', '=', userId).execute();
  invalidateCounts(db);
}

/** @throws 409 for the acting user themself or the last administrator */
export async function deleteUser(db: DB, id: number, actingUserId: number, actor: AuditActor | null = null): Promise<void> {
  if (id === actingUserId) throw conflict(/*i18n*/ 'You cannot delete your own account.');
  await db.transaction().execute(async (trx) => {
    const user = await getUser(trx, id);
    if (user.role === SUPER_ADMIN_ROLE && (await administratorCount(trx)) <= 1) {
      throw conflict(/*i18n*/ 'This is the last administrator and cannot be deleted.');
    }
    await trx.deleteFrom('users').where('id', '=', id).execute();
    await recordAudit(trx, actor, { action: 'delete', entity_type: 'user', entity_id: id, summary: /*i18n*/ { id: 'Deleted user {email}', values: { email: user.email } }, before: user });
  });
}

/**
 * First start: creates the administrator from ADMIN_EMAIL / ADMIN_PASSWORD, or with a generated
 * password that is returned so the caller prints it once. Does nothing when a user exists.
 */
export async function ensureAdministrator(
  db: DB,
  env: { email?: string; password?: string },
): Promise<{ email: string; password: string; generated: boolean } | null> {
  const any = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (any) return null;
  const generated = !env.password;
  const credentials = { email: (env.email || 'admin@example.com').toLowerCase(), password: env.password || randomBytes(12).toString('base64url') };
  if (credentials.password.length < 8) throw new AppError(400, 'weak_password', 'ADMIN_PASSWORD must have at least 8 characters.');
  const weakness = passwordWeakness(credentials.password, [credentials.email]);
  if (weakness) throw new AppError(400, 'weak_password', `ADMIN_PASSWORD: ${englishMessage(weakness)}`);
  await createUser(db, { ...credentials, display_name: 'Administrator', role: SUPER_ADMIN_ROLE });
  return { ...credentials, generated };
}
