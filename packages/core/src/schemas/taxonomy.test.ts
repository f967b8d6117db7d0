import { describe, expect, it } from 'vitest';
import { categoryInput, tagInput, taxonomyListQuery } from './taxonomy.js';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('categoryInput', () => {
  it.each([[{}], [{ name: '' }], [{ name: '   ' }], [{ name: null }]])('without a name %j says Category Name is Required!', (body) => {
    expect(firstMessage(categoryInput.safeParse(body))).toBe('Category Name is Required!');
  });

  it('trims the name and makes a missing or null parent top level (0)', () => {
    expect(categoryInput.parse({ name: ' Music ' })).toEqual({ name: 'Music', parent: 0, description: '' });
    expect(categoryInput.parse({ name: 'Jazz', parent: null }).parent).toBe(0);
    expect(categoryInput.parse({ name: 'Jazz', parent: 4, description: 'x' })).toEqual({ name: 'Jazz', parent: 4, description: 'x' });
  });

  it('refuses a negative parent or a long name', () => {
    expect(categoryInput.safeParse({ name: 'Jazz', parent: -1 }).success).toBe(false);
    expect(categoryInput.safeParse({ name: 'Jazz', parent: 2_147_483_648 }).success).toBe(false);
    expect(categoryInput.safeParse({ name: 'x'.repeat(201) }).success).toBe(false);
  });
});

describe('tagInput', () => {
  it.each([[{}], [{ name: '' }], [{ name: ' ' }]])('without a name %j says Tag Name is Required!', (body) => {
    expect(firstMessage(tagInput.safeParse(body))).toBe('Tag Name is Required!');
  });

  it('keeps name and description', () => {
    expect(tagInput.parse({ name: 'outdoor', description: 'Fresh air' })).toEqual({ name: 'outdoor', description: 'Fresh air' });
  });
});

describe('taxonomyListQuery', () => {
  it('has paging defaults and a trimmed search', () => {
    expect(taxonomyListQuery.parse({ search: ' ja ' })).toEqual({ paged: 1, per_page: 10, search: 'ja' });
    expect(taxonomyListQuery.safeParse({ per_page: '101' }).success).toBe(false);
  });
});
