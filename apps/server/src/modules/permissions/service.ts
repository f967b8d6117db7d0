import {
  CAPABILITIES,
  CAPABILITY_KEYS,
  SUPER_ADMIN_ROLE,
  isCapability,
  type Capability,
  type RoleCreateInput,
  type RolePermissionEntry,
  type SiteRole,
} from '@eventory/core';
import type { DB } from '../../db/database.js';
import { AppError, badRequest, conflict } from '../../http/errors.js';
import { recordAudit, type AuditActor } from '../audit/service.js';
import * as repo from './repository.js';

/** Path words under `/api/v2/permissions/` that a role key would shadow in `POST /{role}`. */
const RESERVED_KEYS: ReadonlySet<string> = new Set(['roles', 'settings', 'current-user']);

/** The 422 the Administrator role gets: it always holds every capability and cannot be deleted. */
const ADMINISTRATOR_DELETE = /*i18n*/ 'The Administrator role cannot be deleted.';
const ADMINISTRATOR_ALL = /*i18n*/ 'The Administrator role always has every permission; it cannot be given fewer.';

/** A role's stored capability JSON as known keys in catalogue order (unknown or broken JSON → none). */
export function parseCapabilities(text: string): Capability[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const held = new Set(parsed.filter((c): c is string => typeof c === 'string' && isCapability(c)));
  return CAPABILITY_KEYS.filter((key) => held.has(key));
}

/** Capabilities deduplicated, in catalogue order. */
const normalize = (permissions: readonly Capability[]): Capability[] => CAPABILITY_KEYS.filter((key) => permissions.includes(key));

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((key, i) => key === b[i]);

const toEntry = (row: repo.RoleRow): RolePermissionEntry => ({ key: row.key, name: row.name, label: row.name, permissions: parseCapabilities(row.capabilities) });

const unknownRole = (key: string) => new AppError(404, 'not_found', /*i18n*/ { id: 'The role "{key}" does not exist. Add it as a site role first.', values: { key } });

/**
 * Role → capability assignments (SPEC §6 "Access control", §7 permission calls; issue #5). The
 * assignments live in the roles table and are read on every request, so a change applies to the
 * next request without a restart. Every change is written to the audit trail (entity_type 'role')
 * in the same transaction. The Administrator role always keeps every capability: editing it below
 * all of them, or deleting it, is refused with a 422.
 */
export class RoleService {
  constructor(private readonly db: DB) {}

  /** Every site role, built-in ones first. */
  async roles(): Promise<SiteRole[]> {
    return (await repo.listRoles(this.db)).map((row) => ({ key: row.key, name: row.name, builtin: row.builtin === 1 }));
  }

  /** The capability catalogue, key → label. */
  catalogue(): Record<Capability, string> {
    return { ...CAPABILITIES };
  }

  /** Every role with its permissions (an empty list: the role has no assignment). */
  async settings(): Promise<RolePermissionEntry[]> {
    return (await repo.listRoles(this.db)).map(toEntry);
  }

  /**
   * Adds a site role without permissions (e.g. door staff, who then get only QR scan).
   * @throws 400 for a key the API paths use, 409 `A role with the key "<key>" already exists.`
   */
  async createRole(input: RoleCreateInput, actor: AuditActor | null): Promise<SiteRole> {
    if (RESERVED_KEYS.has(input.key)) {
      throw badRequest(/*i18n*/ { id: 'The key "{key}" is reserved; choose another key.', values: { key: input.key } }, { key: /*i18n*/ { id: 'The key "{key}" is reserved', values: { key: input.key } } });
    }
    return this.db.transaction().execute(async (trx) => {
      if (await repo.findRole(trx, input.key)) throw conflict(/*i18n*/ { id: 'A role with the key "{key}" already exists.', values: { key: input.key } });
      await repo.insertRole(trx, input);
      await recordAudit(trx, actor, {
        action: 'create',
        entity_type: 'role',
        entity_id: input.key,
        summary: /*i18n*/ { id: 'Added the site role "{name}" ({key})', values: { name: input.name, key: input.key } },
        after: { key: input.key, name: input.name, permissions: [] },
      });
      return { key: input.key, name: input.name, builtin: false };
    });
  }

  /**
   * Gives a role without an assignment its permissions (`POST /permissions/{role}`).
   * @throws 404 unknown role, 409 when the role already has permissions (edit them with PUT)
   */
  add(key: string, permissions: Capability[], actor: AuditActor | null): Promise<RolePermissionEntry> {
    return this.change(key, permissions, actor, (current) => {
      if (current.permissions.length > 0) throw conflict(/*i18n*/ { id: 'The role "{name}" already has permissions; edit them instead.', values: { name: current.name } });
    });
  }

  /** Replaces a role's permissions (`PUT /permissions/{role}`). @throws 404 unknown role, 422 Administrator below all */
  update(key: string, permissions: Capability[], actor: AuditActor | null): Promise<RolePermissionEntry> {
    return this.change(key, permissions, actor, () => undefined);
  }

  /**
   * Removes a role's assignment (its permissions become empty) and, for a site role no user
   * holds, the role itself (`DELETE /permissions/roles/{key}`).
   * @throws 404 unknown role, 422 'The Administrator role cannot be deleted.'
   */
  async remove(key: string, actor: AuditActor | null): Promise<{ deleted: string; role_removed: boolean }> {
    if (key === SUPER_ADMIN_ROLE) throw new AppError(422, 'administrator_role', ADMINISTRATOR_DELETE);
    return this.db.transaction().execute(async (trx) => {
      const row = await repo.findRole(trx, key);
      if (!row) throw unknownRole(key);
      const before = toEntry(row);
      const roleRemoved = row.builtin === 0 && (await repo.countUsersWithRole(trx, key)) === 0;
      if (roleRemoved) await repo.deleteRole(trx, key);
      else await repo.setCapabilities(trx, key, []);
      if (roleRemoved || before.permissions.length > 0) {
        await recordAudit(trx, actor, {
          action: 'delete',
          entity_type: 'role',
          entity_id: key,
          summary: /*i18n*/ {
            id: 'Removed the permissions of the role "{name}"{roleRemoved, select, yes { and the role itself} other {}}',
            values: { name: row.name, roleRemoved: roleRemoved ? 'yes' : 'no' },
          },
          before: { permissions: before.permissions },
          after: roleRemoved ? null : { permissions: [] },
        });
      }
      return { deleted: key, role_removed: roleRemoved };
    });
  }

  private async change(
    key: string,
    wanted: Capability[],
    actor: AuditActor | null,
    check: (current: RolePermissionEntry) => void,
  ): Promise<RolePermissionEntry> {
    const permissions = normalize(wanted);
    if (key === SUPER_ADMIN_ROLE && permissions.length < CAPABILITY_KEYS.length) throw new AppError(422, 'administrator_role', ADMINISTRATOR_ALL);
    return this.db.transaction().execute(async (trx) => {
      const row = await repo.findRole(trx, key);
      if (!row) throw unknownRole(key);
      const current = toEntry(row);
      check(current);
      if (!sameList(current.permissions, permissions)) {
        await repo.setCapabilities(trx, key, permissions);
        await recordAudit(trx, actor, {
          action: current.permissions.length === 0 ? 'create' : 'update',
          entity_type: 'role',
          entity_id: key,
          summary: /*i18n*/ { id: 'Set the permissions of the role "{name}": {permissions}', values: { name: row.name, permissions: permissions.map((p) => CAPABILITIES[p]) } },
          before: { permissions: current.permissions },
          after: { permissions },
        });
      }
      return { ...current, permissions };
    });
  }
}
