import { isWidgetShortcode, splitShortcodes } from '@eventory/core';
import { compile, type HtmlToTextOptions } from 'html-to-text';

/**
 * Plain text of HTML, one home for every place markup cannot go: imported abstracts and calendar
 * descriptions (line breaks kept), public API excerpts and summaries, placeholder values inside
 * attributes and titles (one line). Converted by html-to-text (every entity decoded, block
 * elements separated), compiled once per shape: compiling costs far more than one conversion.
 */
const BASE: HtmlToTextOptions = {
  wordwrap: false,
  selectors: [...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase: false } })), { selector: 'img', format: 'skip' }],
};
/** Paragraphs become blank lines; a link keeps its URL after its text unless the two are the same. */
const withLines = compile({ ...BASE, selectors: [...BASE.selectors!, { selector: 'a', options: { hideLinkHrefIfSameAsText: true } }] });
/** For one line: a link is its text alone. */
const withoutLinks = compile({ ...BASE, selectors: [...BASE.selectors!, { selector: 'a', options: { ignoreHref: true } }] });

/** Looks like markup: a tag or an entity, not just a stray "<" in prose. */
const MARKUP = /<[a-z!/][^>]*>|&(?:#\d+|#x[\da-f]+|[a-z]+);/i;

/**
 * Plain text of an abstract or description that may arrive as HTML (paragraphs become blank
 * lines, links keep their URL, images are dropped); text without markup is only trimmed, so its
 * own line breaks survive.
 */
export function plainText(source: string): string {
  return (MARKUP.test(source) ? withLines(source) : source).trim();
}

/** The text of HTML on one line (white space collapsed, link URLs left out): excerpts, attributes, titles. */
export function htmlToPlainText(html: string): string {
  return (MARKUP.test(html) ? withoutLinks(html) : html).replace(/\s+/g, ' ').trim();
}

/** An event description without its widget shortcodes (`[events …]`), which only a page renders: what calendars and previews quote. */
export function descriptionProse(description: string): string {
  return splitShortcodes(description, isWidgetShortcode).map((s) => (s.kind === 'text' ? s.text : '')).join('');
}
