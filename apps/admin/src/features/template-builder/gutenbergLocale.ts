import type { LocaleData } from '@wordpress/i18n';

/**
 * Gutenberg's own text in the template builder (issue #12 §2: every screen in the admin's
 * language). The block-editor packages translate their inserter, toolbars, list view and panels
 * through @wordpress/i18n, whose catalogues WordPress serves from its own site and no npm package
 * ships; ours are in gutenberg-locales/<language>.json (Jed format, our own German in the formal
 * "Sie"). English is Gutenberg's source text and has no file.
 */

/** Each language's Gutenberg catalogue, a chunk of its own, requested only for that language. */
const catalogues = import.meta.glob<LocaleData>('./gutenberg-locales/*.json', { import: 'default' });

/**
 * Sets Gutenberg's catalogue of `language` (the admin's) as @wordpress/i18n's default domain.
 * Resolves at once, loading nothing, for a language without a file (English). Awaited before the
 * builder's modules run, since some of Gutenberg's labels are read when a module runs.
 */
export async function loadGutenbergLocale(language: string): Promise<void> {
  const load = catalogues[`./gutenberg-locales/${language}.json`];
  if (!load) return;
  const [data, { setLocaleData }] = await Promise.all([load(), import('@wordpress/i18n')]);
  setLocaleData(data);
}
