import { useQuery } from '@tanstack/react-query';
import { settingsClient, type Settings } from '../api/settings';
import { bootstrap } from '../bootstrap';

export const settingsKey = ['settings'] as const;

/** Global settings, starting from the bootstrap copy and refreshed from the server. */
export function useSettings(): Settings {
  const { data } = useQuery({ queryKey: settingsKey, queryFn: settingsClient.get, initialData: bootstrap.settings, staleTime: 60_000 });
  return data;
}
