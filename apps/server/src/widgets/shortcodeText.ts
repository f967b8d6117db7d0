import { isWidgetShortcode, readShortcode, ShortcodeSyntaxError, splitShortcodes, type ReadShortcode } from '@eventory/core';
import { html, type SafeHtml } from '../site/html.js';
import { renderWidget, type WidgetContext } from './registry.js';

/** The widgets' stylesheet (served from apps/widgets/styles): embeds and previews link it in their head. */
const WIDGETS_STYLESHEET = html`<link rel="stylesheet" href="/widgets/widgets.css">`;

/**
 * Renders a shortcode's text through the registry; an unreadable one becomes a note saying why.
 * On a page of this site (a landing template, a description) the widget brings the widgets'
 * stylesheet along (a `<link>` in the body; the browser loads it once).
 */
export async function renderShortcodeText(text: string, ctx: WidgetContext): Promise<SafeHtml> {
  let shortcode: ReadShortcode;
  try {
    shortcode = readShortcode(text);
  } catch (error) {
    if (!(error instanceof ShortcodeSyntaxError)) throw error;
    return html`<p class="widget-unavailable" role="note">This shortcode cannot be shown: ${error.message}</p>`;
  }
  const widget = await renderWidget(shortcode, ctx);
  return ctx.surface === 'page' ? html`${WIDGETS_STYLESHEET}${widget}` : widget;
}

/**
 * Text holding shortcodes (an event description, issue #11 §3) as HTML: the text escaped, each
 * shortcode of one of the widgets rendered in place through the registry; other bracketed text
 * stays as written.
 */
export async function renderWithShortcodes(text: string, ctx: WidgetContext): Promise<SafeHtml> {
  const segments = splitShortcodes(text, isWidgetShortcode);
  const parts = await Promise.all(segments.map((s) => (s.kind === 'text' ? html`${s.text}` : renderShortcodeText(s.text, ctx))));
  return html`${parts}`;
}
