import { describe, expect, it } from 'vitest';
import { PLACEHOLDERS } from '@eventory/core';
import { LIBRARY_DESIGNS } from '../modules/templateLibrary/designs/index.js';
import { renderTemplateDocument } from './document/render.js';
import { parseTemplate } from './parse/parse.js';
import { sanitizeTemplateContent } from './sanitize/content.js';
import { SITE } from './test/fixtures.js';
import { expectInert } from './test/inert.js';

describe('the template library designs through the renderer', () => {
  it.each(LIBRARY_DESIGNS.map((d) => [d.name, d] as const))('%s renders with every placeholder filled and survives saving unchanged in its blocks', async (_name, design) => {
    const template = { id: 1, name: design.name, type: design.type, orientation: design.orientation, content: design.content };
    const doc = await renderTemplateDocument({ template, site: SITE });
    expectInert(doc);
    for (const p of PLACEHOLDERS) expect(doc).not.toContain(`{{${p.name}}}`);
    const saved = sanitizeTemplateContent(design.content);
    const blocks = (content: string) => JSON.stringify(parseTemplate(content).filter((b) => b.blockName).map((b) => [b.blockName, b.attrs, b.innerBlocks.length]));
    expect(blocks(saved)).toBe(blocks(design.content));
  });
});
