import { describe, expect, it } from 'vitest';
import { TEMPLATE_BLOCKS } from '@eventory/core';
import { BLOCK_RENDERERS } from './blocks/index.js';
import { renderTemplateDocument } from './document/render.js';
import { sanitizeTemplateContent } from './sanitize/content.js';
import { parseTemplate } from './parse/parse.js';
import { inRoot, ORIGINAL_CERTIFICATE, SITE, template } from './test/fixtures.js';
import { expectInert } from './test/inert.js';
import { sampleEventData } from './data/sample.js';

describe('a template in the original product markup', () => {
  it('parses into its blocks, unknown ones kept', () => {
    const [root] = parseTemplate(ORIGINAL_CERTIFICATE).filter((b) => b.blockName);
    expect(root!.blockName).toBe('eventin-pro/template-container');
    expect(root!.innerBlocks[0]!.blockName).toBe('core/group');
    const names = JSON.stringify(root);
    expect(names).toContain('eventin-pro/unknown-future-block');
  });

  it('renders the sample certificate with marked samples, paper size and the blocks css', async () => {
    const doc = await renderTemplateDocument({ template: template(ORIGINAL_CERTIFICATE), site: SITE });
    expect(doc).toMatch(/^<!doctype html>/);
    expect(doc).toContain('<meta name="robots" content="noindex">');
    expect(doc).toContain('@page{size:842px 595px;margin:0}');
    expect(doc).toContain('Preview with sample values.');
    // A certificate's builder has no event picker: its banner does not send the author looking for one.
    expect(doc).toContain('each attendee gets a copy with their own.');
    expect(doc).not.toContain('choose an event');
    expect(doc).toContain('<span class="etn-sample-value">Jordan Rivera</span>');
    expect(doc).toContain('Certificate of Attendance');
    expect(doc).toContain('.etn-heading-a1{font-size:40px;color:#1d2a57}');
    expect(doc).toMatch(/@media \(max-width: 768px\)\{\n\.etn-heading-a1\{font-size:30px\}/);
    expect(doc).toMatch(/<img src="data:image\/svg\+xml;base64,[^"]+" alt="" style="width:96px" \/>/);
    expectInert(doc);
    expect(doc).toContain('class="etn-qr"');
    expect(doc).toContain('<div class="future">Kept as saved</div>');
    expect(doc).toContain('width:842px');
    expect(doc).toContain('padding:40px 48px 40px 48px');
    expect(doc).not.toContain('{{');
  });

  it('keeps unknown placeholders visible', async () => {
    const doc = await renderTemplateDocument({ template: template(inRoot('<!-- wp:paragraph -->\n<p>{{evnt_title}} {{event_title}}</p>\n<!-- /wp:paragraph -->')), site: SITE });
    expect(doc).toContain('{{evnt_title}}');
    expect(doc).toContain('Annual Design Conference');
  });
});

const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt&#58;alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<svg onload=alert(1)><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p onclick="alert(1)" onmouseover="alert(1)">x</p>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '"><script>alert(1)</script>',
  '</style><script>alert(1)</script>',
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
];

describe('sanitizing', () => {
  it.each(PAYLOADS)('a template holding %s renders inert, in HTML and in every text attribute', async (payload) => {
    const json = JSON.stringify(payload).slice(1, -1);
    const content = inRoot(
      `<!-- wp:paragraph -->\n<p>${payload}</p>\n<!-- /wp:paragraph -->
<!-- wp:eventin-pro/template-heading {"content":"${json}"} -->\n<h2>${payload}</h2>\n<!-- /wp:eventin-pro/template-heading -->
<!-- wp:eventin-pro/event-info {"containerClassName":"${json}"} /-->
<!-- wp:eventin-pro/attendee-extra-fields {"title":"${json}"} /-->
<!-- wp:eventin-pro/custom-button {"url":"${json}","text":"${json}"} -->\n<a class="etn-custom-button" href="${payload.replace(/"/g, '&quot;')}">${payload}</a>\n<!-- /wp:eventin-pro/custom-button -->`,
      `{"containerClassName":"${json}","bodyStyling":{"backgroundColor":"${json}","backgroundImage":{"url":"${json}","focalPoint":{"x":0.5,"y":0.5}}}}`,
    );
    for (const type of ['certificate', 'ticket', 'event'] as const) expectInert(await renderTemplateDocument({ template: template(content, { type }), site: SITE }));
    const saved = sanitizeTemplateContent(content);
    expectInert(saved);
    expectInert(await renderTemplateDocument({ template: template(saved), site: SITE }));
  });

  it('keeps the blocks and their attributes on save', () => {
    const saved = sanitizeTemplateContent(ORIGINAL_CERTIFICATE);
    const before = parseTemplate(ORIGINAL_CERTIFICATE).filter((b) => b.blockName);
    const after = parseTemplate(saved).filter((b) => b.blockName);
    expect(JSON.stringify(after.map((b) => [b.blockName, b.attrs]))).toBe(JSON.stringify(before.map((b) => [b.blockName, b.attrs])));
    expect(saved).toContain('<!-- wp:eventin-pro/ticket-qrcode {"size":100,"containerClassName":"etn-qr-b2"} /-->');
    expect(saved).toContain('<img src="{{qr_code}}"');
    expect(saved).toContain('<!-- wp:eventin-pro/unknown-future-block {"foo":1} -->');
  });
});

describe('placeholders inside attributes', () => {
  it('never turn a value into a script URL or style, whatever the event is called', async () => {
    const event = sampleEventData('http://x');
    event.event.title = 'javascript:alert(1)';
    event.event.location = { type: 'offline', address: { address: 'red;background:url(javascript:alert(1))' }, url: '' };
    const content = inRoot(
      '<!-- wp:paragraph -->\n<p><a href="{{event_title}}" title="{{event_title}}">x</a><img src="{{event_title}}" alt="{{event_description}}"><span style="color:{{event_location}}">y</span><a href="{{event_url}}">z</a></p>\n<!-- /wp:paragraph -->',
    );
    const doc = await renderTemplateDocument({ template: template(content), event, site: SITE });
    expectInert(doc);
    expect(doc).toContain('<a href="javascript%3Aalert(1)" title="javascript:alert(1)">x</a>');
    expect(doc).toContain('<span style="color:">y</span>');
    expect(doc).toContain('<a href="http://x/">z</a>');
    expect(doc).toContain('alt="Two days of talks');
  });
});

describe('the inertness check', () => {
  it.each(PAYLOADS.filter((p) => !p.startsWith('"') && !p.includes('\t') && !p.startsWith('<div')))('catches %s when it is not sanitized', (payload) => {
    expect(() => expectInert(`<body>${payload}</body>`)).toThrow();
  });
});

describe('the block catalogue and the renderers', () => {
  it('has a server renderer for every dynamic block and none for static ones', () => {
    const dynamic = TEMPLATE_BLOCKS.filter((b) => b.dynamic).map((b) => b.name).sort();
    expect(Object.keys(BLOCK_RENDERERS).sort()).toEqual(dynamic);
  });
});
