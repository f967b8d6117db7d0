import { describe, expect, it } from 'vitest';
import { BLANK_TEMPLATE_CONTENT, NEW_TEMPLATE_NAME, PAPER_SIZES, TEMPLATE_CONTENT_MAX_BYTES, templateContentTooLarge, templateCreateInput, templateListQuery, templateUpdateInput } from './template.js';

describe('template schemas (issue #10 §1)', () => {
  it('a create body with only a type is a blank landscape draft named New Template', () => {
    expect(templateCreateInput.parse({ type: 'certificate' })).toMatchObject({
      name: NEW_TEMPLATE_NAME,
      type: 'certificate',
      status: 'draft',
      orientation: 'landscape',
      content: BLANK_TEMPLATE_CONTENT,
      template_css: '',
      thumbnail: '',
      edit_with_elementor: false,
    });
  });

  it('thumbnails are raster data URLs, web links or site paths, never script', () => {
    const thumb = (thumbnail: string) => templateUpdateInput.safeParse({ thumbnail }).success;
    expect(thumb('data:image/jpeg;base64,/9j/4AAQ')).toBe(true);
    expect(thumb('https://cdn.example.com/t.jpg')).toBe(true);
    expect(thumb('/uploads/t.jpg')).toBe(true);
    expect(thumb('javascript:alert(1)')).toBe(false);
    expect(thumb('data:image/svg+xml;base64,PHN2Zz4=')).toBe(false);
    expect(thumb('//evil.example.com/t.jpg')).toBe(false);
  });

  it('a library id may be a number or a string and is kept as a string', () => {
    expect(templateUpdateInput.parse({ remote_template_id: 42 }).remote_template_id).toBe('42');
    expect(templateUpdateInput.parse({ remote_template_id: 'certificate-classic-gold' }).remote_template_id).toBe('certificate-classic-gold');
  });

  it('list filters are checked; paging defaults to 10 from page 1', () => {
    expect(templateListQuery.parse({})).toEqual({ paged: 1, per_page: 10 });
    expect(templateListQuery.safeParse({ type: 'poster' }).success).toBe(false);
  });

  it('paper is 842x595 landscape and 595x842 portrait; content over 2 MB (UTF-8) is too large', () => {
    expect(PAPER_SIZES).toEqual({ landscape: { width: 842, height: 595 }, portrait: { width: 595, height: 842 } });
    expect(templateContentTooLarge('a'.repeat(TEMPLATE_CONTENT_MAX_BYTES))).toBe(false);
    expect(templateContentTooLarge('é'.repeat(TEMPLATE_CONTENT_MAX_BYTES / 2 + 1))).toBe(true);
  });
});
