import { compile } from 'html-to-text';

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase: false } }));

/** One compiled converter: compiling costs far more than converting one abstract. */
const htmlToText = compile({
  wordwrap: false,
  selectors: [...HEADINGS, { selector: 'a', options: { hideLinkHrefIfSameAsText: true } }, { selector: 'img', format: 'skip' }],
});

/** Looks like markup: a tag or an entity, not just a stray "<" in prose. */
const MARKUP = /<[a-z!/][^>]*>|&(?:#\d+|#x[\da-f]+|[a-z]+);/i;

/**
 * Plain text of an abstract or description that may arrive as HTML (paragraphs become blank
 * lines, links keep their URL, images are dropped); text without markup is only trimmed, so its
 * own line breaks survive.
 */
export function plainText(source: string): string {
  return (MARKUP.test(source) ? htmlToText(source) : source).trim();
}
