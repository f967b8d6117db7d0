import { Parser } from 'htmlparser2';
import { expect } from 'vitest';

const NEVER = new Set(['iframe', 'object', 'embed', 'math', 'frame', 'frameset', 'base', 'meta', 'link', 'style']);
const URL_ATTRS = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcset', 'poster', 'background']);
const SCRIPT_URL = /^\s*(javascript|vbscript|livescript)\s*:|^\s*data:(?!image\/(png|jpeg|gif|webp);)/i;
/** The server's own QR code image: an SVG of two paths and nothing else. */
const QR_SVG = /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+" shape-rendering="crispEdges"><path fill="#ffffff" d="[\w.\s]*"\/><path stroke="#000000" d="[\w.\s]*"\/><\/svg>$/;
const isQrImage = (url: string) => url.startsWith('data:image/svg+xml;base64,') && QR_SVG.test(Buffer.from(url.slice(26), 'base64').toString());

/**
 * Checks a rendered document the way a browser reads it: no script but the site's own
 * `/static/*.js` (with its version, staticUrl) and the JSON meta block, no `on*` attribute, no script or non-raster data URL,
 * no SVG but the QR code the server draws, no frame/object/embed/math, and no script in style
 * attributes. Head elements (meta, link, style) count only in the body.
 */
export function expectInert(doc: string) {
  const problems: string[] = [];
  let inBody = false;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name === 'body') inBody = true;
        if (name === 'script' && !/^\/static\/[A-Za-z]+\.js(\?v=[\w-]+)?$/.test(attribs.src ?? '') && !/^application\/(ld\+)?json$/.test(attribs.type ?? '')) problems.push(`script ${JSON.stringify(attribs)}`);
        if (name === 'svg' && attribs['shape-rendering'] !== 'crispEdges') problems.push('svg');
        if (inBody && NEVER.has(name)) problems.push(name);
        for (const [attr, value] of Object.entries(attribs)) {
          if (attr.startsWith('on')) problems.push(`${name}[${attr}]`);
          if (URL_ATTRS.has(attr) && SCRIPT_URL.test([...value].filter((c) => c >= ' ').join('')) && !(name === 'img' && isQrImage(value))) problems.push(`${name}[${attr}=${value}]`);
          if (attr === 'style' && /javascript:|expression\(/i.test(value)) problems.push(`${name}[style]`);
        }
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true },
  );
  parser.write(doc);
  parser.end();
  expect(problems).toEqual([]);
}
