import { createContext, useContext } from 'react';
import { hasCapability, hasEveryCapability, type Capability, type UserPermissions } from '@eventory/core';

export const PermissionsContext = createContext<UserPermissions>({ is_super_admin: false, permissions: [] });

/** The current user's permissions, loaded by the authorization wrapper. */
export function usePermissions(): UserPermissions {
  return useContext(PermissionsContext);
}

/** True when the current user holds the capability (super admins hold all). */
export function useCan(capability: Capability): boolean {
  return hasCapability(usePermissions(), capability);
}

/** True when the current user holds every one of the capabilities (the rule of a route that needs several). */
export function useCanAll(capabilities: readonly Capability[]): boolean {
  return hasEveryCapability(usePermissions(), capabilities);
}
