import { z } from 'zod';
import { ID_TOO_LARGE, MAX_ID, pagingQuery } from './common.js';

/** Category create/update body (SPEC §2 "Simple forms", §3). */
export const categoryInput = z.object({
  name: z.string({ message: /*i18n*/ 'Category Name is Required!' }).trim().min(1, /*i18n*/ 'Category Name is Required!').max(200, /*i18n*/ 'Keep the name under 200 characters'),
  parent: z.number().int().min(0).max(MAX_ID, ID_TOO_LARGE).nullish().transform((v) => v || 0),
  description: z.string().max(5000, /*i18n*/ 'Keep the description under 5000 characters').default(''),
});
export type CategoryInput = z.input<typeof categoryInput>;

/** Tag create/update body. */
export const tagInput = z.object({
  name: z.string({ message: /*i18n*/ 'Tag Name is Required!' }).trim().min(1, /*i18n*/ 'Tag Name is Required!').max(200, /*i18n*/ 'Keep the name under 200 characters'),
  description: z.string().max(5000, /*i18n*/ 'Keep the description under 5000 characters').default(''),
});
export type TagInput = z.input<typeof tagInput>;

export const taxonomyListQuery = pagingQuery.extend({
  search: z.string().trim().max(200).optional(),
});

export interface Category {
  id: number;
  name: string;
  slug: string;
  parent: number;
  description: string;
  count: number;
}

export interface Tag {
  id: number;
  name: string;
  slug: string;
  description: string;
  count: number;
}
