import { i18n } from '@lingui/core';
import { CAPABILITIES, isCapability, productRoleName } from '@eventory/core';

/**
 * A role's name in the admin's language: the product's own roles (Administrator, Editor, …, Vendor)
 * translated while they keep their shipped name; a site's own roles, or renamed ones, as named.
 */
export function roleLabel(role: { key: string; name: string }): string {
  return productRoleName(role.key) === role.name ? i18n._(role.name) : role.name;
}

/** A capability's label in the admin's language; a key the admin does not know shows the server's label. */
export function capabilityLabel(key: string, serverLabel?: string): string {
  return isCapability(key) ? i18n._(CAPABILITIES[key]) : (serverLabel ?? key);
}
