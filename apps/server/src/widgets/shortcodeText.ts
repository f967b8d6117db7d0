import { isWidgetShortcode, readShortcode, ShortcodeSyntaxError, splitShortcodes, SOURCE_LANGUAGE, type PublicLanguage, type ReadShortcode } from '@eventory/core';
import { translateMessage } from '../i18n/apiMessages.js';
import { publicI18n } from '../i18n/serverI18n.js';
import { sanitizeRichText } from '../rendering/sanitize/sanitize.js';
import { html, SafeHtml } from '../site/html.js';
import { renderWidget, type WidgetContext } from './registry.js';

/** The widgets' stylesheet (served from apps/widgets/styles): embeds and previews link it in their head. */
const WIDGETS_STYLESHEET = html`<link rel="stylesheet" href="/widgets/widgets.css">`;

/** A shortcode rendered: its HTML and the language it shows in (an embed page's `lang`). */
export interface RenderedShortcode {
  html: SafeHtml;
  language: PublicLanguage;
}

/**
 * Renders a shortcode's text through the registry in its language (issue #12 §2); an unreadable
 * one becomes a note saying why, in the page's language (`ctx.language`). On a page of this site (a
 * landing template, a description) the widget brings the widgets' stylesheet along (a `<link>` in
 * the body; the browser loads it once).
 */
export async function renderShortcode(text: string, ctx: WidgetContext): Promise<RenderedShortcode> {
  let shortcode: ReadShortcode;
  try {
    shortcode = readShortcode(text);
  } catch (error) {
    if (!(error instanceof ShortcodeSyntaxError)) throw error;
    const language = ctx.language ?? SOURCE_LANGUAGE;
    const i18n = publicI18n(language);
    const note = i18n._('This shortcode cannot be shown: {reason}', { reason: translateMessage(i18n, error.reason) });
    return { html: html`<p class="widget-unavailable" role="note">${note}</p>`, language };
  }
  const widget = await renderWidget(shortcode, ctx);
  return { html: ctx.surface === 'page' ? html`${WIDGETS_STYLESHEET}${widget.html}` : widget.html, language: widget.language };
}

/** {@link renderShortcode}'s HTML alone, for pages that hold a widget among other content. */
export async function renderShortcodeText(text: string, ctx: WidgetContext): Promise<SafeHtml> {
  return (await renderShortcode(text, ctx)).html;
}

/**
 * Text holding shortcodes (an event description, issue #11 §3) as HTML: the text sanitized like
 * the template's description block (formatting such as an imported calendar's `<br>` and links
 * kept, scripts never; text without markup only escaped), each shortcode of one of the widgets
 * rendered in place through the registry; other bracketed text stays as written.
 */
export async function renderWithShortcodes(text: string, ctx: WidgetContext): Promise<SafeHtml> {
  const segments = splitShortcodes(text, isWidgetShortcode);
  const parts = await Promise.all(segments.map((s) => (s.kind === 'text' ? new SafeHtml(sanitizeRichText(s.text)) : renderShortcodeText(s.text, ctx))));
  return html`${parts}`;
}
