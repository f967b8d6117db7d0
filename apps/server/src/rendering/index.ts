/**
 * Server rendering of templates (issue #10 §5): `renderTemplateDocument` turns a template and real
 * (or sample) data into one HTML document; `sanitizeTemplateContent` cleans block markup on save.
 */
export { renderTemplateDocument } from './document/render.js';
export { sanitizeTemplateContent } from './sanitize/content.js';
export { sanitizeTemplateHtml, sanitizeRichText } from './sanitize/sanitize.js';
export { parseTemplate } from './parse/parse.js';
export { paperSize } from './css/paper.js';
export { loadEventRenderData, attendeeRenderData, renderSite, type RenderDeps } from './data/load.js';
export type { AttendeeRenderData, EventRenderData, RenderInput, RenderSite, RenderTemplate } from './types.js';
