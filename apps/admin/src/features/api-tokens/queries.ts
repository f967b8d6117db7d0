import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiTokenCreateInput } from '@eventory/core';
import { tokensClient } from '../../api/access';

/** Query key of the current user's tokens; creating or revoking one refreshes it. */
export const tokenKeys = { all: ['tokens'] as const };

/** The current user's tokens, newest first. */
export const useTokens = () => useQuery({ queryKey: tokenKeys.all, queryFn: tokensClient.list });

function useTokenMutation<TVars, TResult>(mutationFn: (vars: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: tokenKeys.all }) });
}

/** Creates a token; the answer carries its secret, shown this once. */
export const useCreateToken = () => useTokenMutation((body: ApiTokenCreateInput) => tokensClient.create(body));

/** Revokes one of the user's tokens. */
export const useRevokeToken = () => useTokenMutation((id: number) => tokensClient.revoke(id));
