import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditClient } from '../../api/access';
import type { PagedFilters } from '../../shared/listControls';

/** The trail's filters besides search and paging (dates are days of the reader's zone, inclusive). */
export interface AuditFilters {
  entity_type: string | undefined;
  action: string | undefined;
  date_from: string | undefined;
  date_to: string | undefined;
}

/** Query keys of the audit trail in one place. */
export const auditKeys = {
  all: ['audit'] as const,
  list: (filters: AuditFilters & PagedFilters) => ['audit', 'list', filters] as const,
};

/** A page of the audit trail, keeping the previous page on screen while the next one loads. */
export function useAuditList(filters: AuditFilters & PagedFilters) {
  return useQuery({ queryKey: auditKeys.list(filters), queryFn: () => auditClient.list(filters), placeholderData: keepPreviousData });
}
