import { html, type SafeHtml } from '../site/html.js';
import type { PageText } from '../site/publicText.js';

/** What a page tells its reader when this server cannot make PDFs, in the page's language. */
export const pdfUnavailableHint = ({ i18n }: PageText) =>
  i18n._('PDF download is not available on this server (Chromium is not installed). Use the print button and choose “Save as PDF”.');

/**
 * The "Download PDF" link of a printable page (ticket, certificate), or, where this server has no
 * Chromium, a note saying so and pointing to the print view. Hidden in print (site.css `.pdf-link`).
 * @param href the page's PDF path, e.g. `/ticket/<id>.pdf`
 */
export function pdfLink(href: string, available: boolean, text: PageText): SafeHtml {
  return available
    ? html`<a class="pdf-link" href="${href}" download>${text.i18n._('Download PDF')}</a>`
    : html`<p class="pdf-link pdf-unavailable muted">${pdfUnavailableHint(text)}</p>`;
}
