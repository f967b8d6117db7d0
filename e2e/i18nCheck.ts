import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

/** Issue #12 §3: finds text of the English catalogue left on a page shown in another language. */

const readCatalogue = (language: string, name: string): Record<string, string> => {
  const file = path.resolve(import.meta.dirname, `../packages/core/locales/${language}/${name}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
};

/** A language's messages: the admin's and mails' (`messages`, not in Arabic) and the public pages' (`public`). */
const catalogue = (language: string) => ({ ...readCatalogue(language, 'messages'), ...readCatalogue(language, 'public') });

/** `text` as a regular expression that matches it literally. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What counts as English left over: an English catalogue text whose German differs (words both
 * languages share, such as 'Status' or 'Online', are not evidence), as the whole of a text node
 * or attribute; a message with placeholders as a pattern when its fixed words are long enough
 * not to match people's data ("{noun} of {title}" is not checked). Plural forms are left out, and
 * so are English texts that are also a word of the other language's catalogue (German 'Tag', a day,
 * is not the English 'Tag', a label).
 */
function englishMatchers(language: string): { text: string; pattern: RegExp }[] {
  const en = catalogue('en');
  const other = catalogue(language);
  const translations = new Set(Object.values(other));
  return Object.entries(en)
    .filter(([id, english]) => id in other && english !== other[id] && !translations.has(english) && !english.includes(', plural,'))
    .flatMap(([, english]) => {
      const fixed = english.replace(/\{[^}]*\}/g, '');
      if (fixed !== english && fixed.replace(/[^A-Za-z]/g, '').length < 10) return [];
      const source = english
        .split(/\{[^}]*\}/)
        .map(escapeRegExp)
        .join('.+');
      return [{ text: english, pattern: new RegExp(`^${source}$`) }];
    });
}

/**
 * Every visible text node and the accessible words (aria-label, placeholder, title) of visible
 * elements, except people's data marked `translate="no"` (a ticket named 'Free' is not English left).
 */
function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const text = node.textContent?.trim();
      if (text && node.parentElement?.checkVisibility() && !node.parentElement.closest('[translate="no"]')) texts.push(text);
    }
    for (const element of Array.from(document.querySelectorAll('[aria-label], [placeholder], [title]'))) {
      if (!element.checkVisibility() || element.closest('[translate="no"]')) continue;
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

/**
 * Gutenberg's English texts that the template builder's German catalogue of them changes
 * (apps/admin/src/features/template-builder/gutenberg-locales/<language>.json, Jed format: a key is
 * `context\u0004text`), as whole texts; those with sprintf placeholders or markup are left out.
 */
function gutenbergMatchers(language: string): { text: string; pattern: RegExp }[] {
  const file = path.resolve(import.meta.dirname, `../apps/admin/src/features/template-builder/gutenberg-locales/${language}.json`);
  const { '': _header, ...messages } = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>;
  const entries = Object.entries(messages).map(([key, forms]) => [key.split('\u0004').pop() ?? key, forms[0]] as const);
  const translations = new Set(entries.map(([, translation]) => translation));
  return entries
    .filter(([english, translation]) => english !== translation && !translations.has(english) && !/[%<]/.test(english))
    .map(([english]) => ({ text: english, pattern: new RegExp(`^${escapeRegExp(english)}$`) }));
}

/**
 * The texts of the page that are English catalogue entries (of the messages `language` has), with
 * the entry each matched; with `gutenberg`, also Gutenberg's texts of the template builder.
 */
export async function englishLeft(page: Page, language = 'de', { gutenberg = false } = {}): Promise<string[]> {
  const matchers = gutenberg ? [...englishMatchers(language), ...gutenbergMatchers(language)] : englishMatchers(language);
  const texts = await visibleTexts(page);
  return texts.flatMap((text) => matchers.filter(({ pattern }) => pattern.test(text)).map((m) => `${text} (${m.text})`));
}

