import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Capability, RoleCreateInput } from '@eventory/core';
import { permissionsClient } from '../../api/permissions';

/** Query keys of the permissions screen in one place; every change invalidates `all`. */
export const permissionKeys = {
  all: ['permissions'] as const,
  roles: ['permissions', 'roles'] as const,
  catalogue: ['permissions', 'catalogue'] as const,
  settings: ['permissions', 'settings'] as const,
};

/** The capability catalogue, key → label (it only changes with a new release). */
export const useCatalogue = () => useQuery({ queryKey: permissionKeys.catalogue, queryFn: permissionsClient.catalogue, staleTime: Infinity });

/** Every role with its permissions (an empty list: no assignment yet). */
export const useRoleSettings = () => useQuery({ queryKey: permissionKeys.settings, queryFn: permissionsClient.settings });

function usePermissionMutation<TVars, TResult>(mutationFn: (vars: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: permissionKeys.all }) });
}

/** Saves a role's permissions: `add` for a role without an assignment, else `update`. */
export const useSaveRolePermissions = () =>
  usePermissionMutation(({ role, permissions, adding }: { role: string; permissions: Capability[]; adding: boolean }) =>
    adding ? permissionsClient.add(role, permissions) : permissionsClient.update(role, permissions),
  );

/** Removes a role's assignment (and an unused site role). */
export const useRemoveRolePermissions = () => usePermissionMutation((key: string) => permissionsClient.remove(key));

/** Adds a site role (key, name), e.g. door staff. */
export const useCreateSiteRole = () => usePermissionMutation((body: RoleCreateInput) => permissionsClient.createRole(body));
