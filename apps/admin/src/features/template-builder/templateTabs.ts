import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@eventory/core';
import type { MessageDescriptor, TemplateType } from '@eventory/core';

/**
 * The template tabs, in SPEC §2 order, with their labels ('Event Landing', 'Event Certificate',
 * 'Event tickets'), messages shown with `i18n._(tab.label)`.
 */
export const TEMPLATE_TABS: readonly { type: TemplateType; label: MessageDescriptor }[] = [
  { type: 'event', label: /*i18n*/ { id: 'Event Landing' } },
  { type: 'certificate', label: /*i18n*/ { id: 'Event Certificate' } },
  { type: 'ticket', label: /*i18n*/ { id: 'Event tickets' } },
];

/** The builder route of a template (SPEC §2: navigated to after a template is created). */
export function templateBuilderPath(id: number): string {
  return `/template-builder/${id}`;
}

/** What the template list shows: a type's tab, a name search and a page; kept in the URL. */
export interface TemplateListState {
  type: TemplateType;
  search: string;
  paged: number;
  per_page: number;
}

function isTemplateType(value: string | null): value is TemplateType {
  return TEMPLATE_TABS.some((tab) => tab.type === value);
}

function positiveInt(value: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
}

/** The list state in the URL's search params; anything missing or malformed falls back to the first tab, page 1 of 10. */
export function templateListState(params: URLSearchParams): TemplateListState {
  const type = params.get('type');
  return {
    type: isTemplateType(type) ? type : 'event',
    search: (params.get('search') ?? '').trim(),
    paged: positiveInt(params.get('paged'), 1),
    per_page: positiveInt(params.get('per_page'), DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
  };
}

/** The search params of a list state, leaving out the defaults so a plain /template-builder stays plain. */
export function templateListParams(state: TemplateListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.type !== 'event') params.set('type', state.type);
  if (state.search) params.set('search', state.search);
  if (state.paged !== 1) params.set('paged', String(state.paged));
  if (state.per_page !== DEFAULT_PAGE_SIZE) params.set('per_page', String(state.per_page));
  return params;
}

/** A change of tab or search goes back to page 1 of 10 (SPEC §9); a page change keeps the rest. */
export function changeTemplateList(state: TemplateListState, patch: Partial<TemplateListState>): TemplateListState {
  const filterChanged = (patch.type !== undefined && patch.type !== state.type) || (patch.search !== undefined && patch.search !== state.search);
  return filterChanged ? { ...state, ...patch, paged: 1, per_page: DEFAULT_PAGE_SIZE } : { ...state, ...patch };
}
