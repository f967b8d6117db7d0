import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildShortcode, escapeAttribute, parseShortcode, ShortcodeSyntaxError, splitShortcodes, unescapeAttribute, type ShortcodeErrorCode } from './grammar.js';

const attrName = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_-]{0,15}$/);
const attrs = fc.dictionary(attrName, fc.string({ unit: 'binary' }), { maxKeys: 8 }).map((d) => Object.fromEntries(Object.entries(d)));

function errorCode(text: string): ShortcodeErrorCode | null {
  try {
    parseShortcode(text);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(ShortcodeSyntaxError);
    return (error as ShortcodeSyntaxError).code;
  }
}

describe('shortcode grammar', () => {
  it('reads double-quoted, single-quoted, bare and valueless attributes, keeping their case and order', () => {
    expect(parseShortcode(` [etn_pro_speakers_sliders style="style-2" spaceBetween='30' auto_play=yes  featured ] `)).toEqual({
      name: 'etn_pro_speakers_sliders',
      attrs: { style: 'style-2', spaceBetween: '30', auto_play: 'yes', featured: '' },
    });
    expect(parseShortcode('[etn_pro_dashboard]')).toEqual({ name: 'etn_pro_dashboard', attrs: {} });
    expect(parseShortcode('[etn_pro_dashboard /]')).toEqual({ name: 'etn_pro_dashboard', attrs: {} });
    expect(parseShortcode('[x a = "1"]').attrs).toEqual({ a: '1' });
  });

  it('writes every value double-quoted with &, ", [, ], < and > escaped', () => {
    expect(buildShortcode('etn_pro_events_standard', { btn_text: 'Say "hi" [now] & <b>', event_count: '3' })).toBe(
      '[etn_pro_events_standard btn_text="Say &quot;hi&quot; &#91;now&#93; &amp; &lt;b&gt;" event_count="3"]',
    );
    expect(buildShortcode('etn_pro_dashboard')).toBe('[etn_pro_dashboard]');
  });

  it('decodes named and numeric entities, and leaves unknown ones alone', () => {
    expect(unescapeAttribute('&#39;&#x27;&apos;&amp;amp;&nbsp;&#99999999;')).toBe("'''&amp;&nbsp;&#99999999;");
  });

  it.each<[string, ShortcodeErrorCode]>([
    ['', 'empty'],
    ['   ', 'empty'],
    ['etn_pro_dashboard', 'not_bracketed'],
    ['[]', 'bad_name'],
    ['[1abc]', 'bad_name'],
    ['[ etn]', 'bad_name'],
    ['[etn a="1]', 'unterminated_quote'],
    ["[etn a='1]", 'unterminated_quote'],
    ['[etn a="1"', 'unterminated_shortcode'],
    ['[etn a', 'unterminated_shortcode'],
    ['[etn a=]', 'bad_attribute'],
    ['[etn a="1"b="2"]', 'bad_attribute'],
    ['[etn "x"]', 'bad_attribute'],
    ['[etn / x]', 'bad_attribute'],
    ['[etn a="1" a="2"]', 'duplicate_attribute'],
    ['[etn] more', 'trailing_text'],
    ['[etn][etn]', 'trailing_text'],
  ])('%j is refused as %s', (text, code) => {
    expect(errorCode(text)).toBe(code);
  });

  it('refuses to build what it could not read back', () => {
    expect(() => buildShortcode('bad name')).toThrow(ShortcodeSyntaxError);
    expect(() => buildShortcode('etn', { 'a b': '1' })).toThrow(/not an attribute name/);
  });

  it('property: build then parse gives back any name and attribute values (any text, quotes and brackets included)', () => {
    fc.assert(
      fc.property(attrName, attrs, (name, values) => {
        expect(parseShortcode(buildShortcode(name, values))).toEqual({ name, attrs: values });
      }),
      { numRuns: 500 },
    );
  });

  it('property: an escaped value never holds a quote or a bracket, and unescapes to itself', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        const escaped = escapeAttribute(value);
        expect(escaped).not.toMatch(/["[\]<>]/);
        expect(unescapeAttribute(escaped)).toBe(value);
      }),
    );
  });

  it('property: parsing arbitrary text either succeeds or throws a ShortcodeSyntaxError, never anything else', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        try {
          parseShortcode(text);
        } catch (error) {
          expect(error).toBeInstanceOf(ShortcodeSyntaxError);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('splits a description into text and the known shortcodes in it, leaving other brackets as text', () => {
    const text = 'See [etn_pro_countdown event_id="4"] and [note] or [broken "x" — end';
    const known = (name: string) => name.startsWith('etn_');
    expect(splitShortcodes(text, known)).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'shortcode', text: '[etn_pro_countdown event_id="4"]', shortcode: { name: 'etn_pro_countdown', attrs: { event_id: '4' } } },
      { kind: 'text', text: ' and [note] or [broken "x" — end' },
    ]);
    expect(splitShortcodes('plain', known)).toEqual([{ kind: 'text', text: 'plain' }]);
  });
});
