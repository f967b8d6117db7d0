import type { PublicLanguage } from '@eventory/core';
import { publicI18n } from '../i18n/serverI18n.js';
import { html, page, type SafeHtml } from '../site/html.js';
import { staticUrl } from '../site/staticAssets.js';

/**
 * The pages a widget is shown on by itself (issue #11 §4): a Get Script iframe (`/embed/<id>`) and
 * the generator's live preview, in the widget's language (issue #12 §2: `<html lang dir>`).
 */

/** A widget page: the widget and the resizer that posts its height to the page framing it. */
export function embedPage(title: string, body: SafeHtml, id: string, language: PublicLanguage): string {
  return page(
    title,
    html`<main class="embed-widget"><h1 class="visually-hidden">${title}</h1>${body}</main><script src="${staticUrl('embed-resizer.js')}" data-id="${id}" defer></script>`,
    html`<link rel="stylesheet" href="${staticUrl('embed.css')}"><link rel="stylesheet" href="/widgets/widgets.css">`,
    language,
  );
}

/** The page of a Get Script whose script was deleted (or never existed). */
export function removedWidgetPage(id: string, language: PublicLanguage): string {
  const i18n = publicI18n(language);
  return embedPage(i18n._('Widget not found'), html`<p class="widget-unavailable" role="note">${i18n._('This widget was removed from the site that offered it.')}</p>`, id, language);
}

/** The generator's preview of a widget. */
export function previewPage(body: SafeHtml, language: PublicLanguage): string {
  return embedPage(publicI18n(language)._('Preview'), body, 'preview', language);
}

/** The preview's answer to a visitor without the Shortcodes permission. */
export function previewRefusedPage(language: PublicLanguage): string {
  const i18n = publicI18n(language);
  return previewPage(html`<p class="widget-unavailable" role="note">${i18n._('Log in with the Shortcodes permission to preview widgets.')}</p>`, language);
}
