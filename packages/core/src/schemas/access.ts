import { z } from 'zod';
import { CAPABILITY_KEYS, type Capability } from '../capabilities.js';
import { dateString, idParam, pagingQuery, timezoneString } from './common.js';

/**
 * Access control, license, API tokens and the audit trail: the wire shapes of issue #5
 * (SPEC §2 "Access control screen", "License screen", §3 "License", "Role permission entry",
 * §5 "License form", "Access modal", §7 permissions and license calls, §8).
 */

/** SPEC §5 "Access modal" messages (catalogue messages: the admin shows them with `i18n._`). */
export const ACCESS_MESSAGES = {
  role: /*i18n*/ 'Please select a role type!',
  permissions: /*i18n*/ 'Please select at least one permission!',
} as const;

/** SPEC §5 "License form" messages (catalogue messages: the admin shows them with `i18n._`). */
export const LICENSE_MESSAGES = {
  name: /*i18n*/ 'Please input your name!',
  email: /*i18n*/ 'Enter Valid Email!',
  licenseKey: /*i18n*/ 'Please input your license key!',
} as const;

const capability = z.enum(CAPABILITY_KEYS as [Capability, ...Capability[]], { message: /*i18n*/ 'Unknown permission' });

/** `POST` / `PUT /api/v2/permissions/{role}` body. */
export const rolePermissionsInput = z.object({
  permissions: z.array(capability, { message: ACCESS_MESSAGES.permissions }).min(1, ACCESS_MESSAGES.permissions),
});

/** `POST /api/v2/permissions/roles` body: a site role the shell adds (e.g. door staff). */
export const roleCreateInput = z.object({
  key: z
    .string({ message: /*i18n*/ 'Give the role a key' })
    .trim()
    .min(2, /*i18n*/ 'The role key has at least 2 characters')
    .max(64)
    .regex(/^[a-z][a-z0-9_]*$/, /*i18n*/ 'Use lowercase letters, digits and underscores, starting with a letter (e.g. door_staff)'),
  name: z.string({ message: /*i18n*/ 'Give the role a name' }).trim().min(1, /*i18n*/ 'Give the role a name').max(200),
});
export type RoleCreateInput = z.output<typeof roleCreateInput>;

/** A site role (`GET /api/v2/permissions/roles`). */
export interface SiteRole {
  key: string;
  name: string;
  builtin: boolean;
}

/** SPEC §3 "Role permission entry" (`GET /api/v2/permissions/settings`). */
export interface RolePermissionEntry {
  key: string;
  name: string;
  label: string;
  permissions: Capability[];
}

/** `POST /api/v2/license/activate` body (SPEC §5 "License form"). */
export const licenseActivateInput = z.object({
  name: z.string({ message: LICENSE_MESSAGES.name }).trim().min(1, LICENSE_MESSAGES.name).max(200),
  email: z.string({ message: LICENSE_MESSAGES.email }).trim().max(320).pipe(z.email({ message: LICENSE_MESSAGES.email })),
  license_key: z.string({ message: LICENSE_MESSAGES.licenseKey }).trim().min(1, LICENSE_MESSAGES.licenseKey).max(4000),
});
export type LicenseActivateInput = z.output<typeof licenseActivateInput>;

/**
 * What a license key carries, signed by the vendor (Ed25519). `expires` is a UTC date
 * `YYYY-MM-DD` (valid through that day) or null for a perpetual license.
 */
export interface LicensePayload {
  licensee: string;
  email: string;
  plan: string;
  /** Domains the license may be activated on (empty: any), or a seat count. */
  domains: string[];
  seats: number | null;
  expires: string | null;
  /** Key id, unique per issued key. */
  kid: string;
}

/**
 * SPEC §3 "License": the response's `data` holds the license; its `license` field is 'valid' or
 * 'invalid'. `data` is false when no license was ever activated (SPEC §4: inactive when the data is
 * false or empty, or its license field is 'invalid').
 */
export interface LicenseData {
  license: 'valid' | 'invalid';
  name: string;
  email: string;
  plan: string;
  expires: string | null;
  /** The site's domain recorded at activation (a registered domain for Get Script). */
  domain: string;
  activated_at: string;
  /** Why the license is invalid, when it is. */
  reason?: string;
}

/** `POST /api/v2/tokens` body: a personal API token. `expires_on` is a UTC date, inclusive. */
export const apiTokenCreateInput = z.object({
  name: z.string({ message: /*i18n*/ 'Name the token (what uses it)' }).trim().min(1, /*i18n*/ 'Name the token (what uses it)').max(200),
  expires_on: dateString.nullable().default(null),
});
export type ApiTokenCreateInput = z.input<typeof apiTokenCreateInput>;

/** A personal API token as listed (never the secret itself). */
export interface ApiToken {
  id: number;
  name: string;
  /** The first characters of the token, to recognise it. */
  prefix: string;
  created_at: string;
  last_used_at: string | null;
  expires_on: string | null;
  revoked_at: string | null;
}

/** Whether a token can still be used: revoked wins over expired. */
export type ApiTokenStatus = 'active' | 'revoked' | 'expired';

/**
 * A token's status on the UTC day `today` (`YYYY-MM-DD`): `expires_on` is valid through that day.
 * One rule for the server (which refuses the token) and the admin (which shows its status).
 */
export function apiTokenStatus(token: Pick<ApiToken, 'expires_on' | 'revoked_at'>, today: string): ApiTokenStatus {
  if (token.revoked_at !== null) return 'revoked';
  if (token.expires_on !== null && token.expires_on < today) return 'expired';
  return 'active';
}

/** The answer of a token creation: the only time the secret is shown. */
export interface ApiTokenCreated extends ApiToken {
  token: string;
}

/** `GET /api/v2/audit` query. `date_from`/`date_to` are days, inclusive, of `timezone` (the reader's zone; default UTC). */
export const auditListQuery = pagingQuery.extend({
  entity_type: z.string().trim().max(50).optional(),
  entity_id: idParam.optional(),
  user_id: idParam.optional(),
  action: z.string().trim().max(50).optional(),
  date_from: dateString.optional(),
  date_to: dateString.optional(),
  timezone: timezoneString.default('UTC'),
  search: z.string().trim().max(200).optional(),
});
export type AuditListQuery = z.output<typeof auditListQuery>;

/** One audit entry: who changed what, when, with the record before and after (JSON values). */
export interface AuditEntry {
  id: number;
  /** ISO 8601 UTC. */
  at: string;
  user_id: number | null;
  user_email: string;
  /** e.g. create, update, delete, refund, activate. */
  action: string;
  /** e.g. event, order, attendee, template, role, user, license, token. */
  entity_type: string;
  entity_id: string;
  /** One line in the reader's language (issue #12), e.g. 'Deleted event "Spring Gala"'; entries written before stay in English. */
  summary: string;
  before: unknown;
  after: unknown;
}
