import type { TemplateType } from '@eventory/core';
import type { TemplateFilters } from '../../api/templates';

/** Query keys of templates in one place: every template change invalidates `templateKeys.all`. */
export const templateKeys = {
  all: ['templates'] as const,
  list: (filters: TemplateFilters) => ['templates', 'list', filters] as const,
  detail: (id: number) => ['templates', 'detail', id] as const,
  /** The library is another service: its own root, never invalidated by a site change. */
  library: (type?: TemplateType) => ['template-library', type ?? 'all'] as const,
};
