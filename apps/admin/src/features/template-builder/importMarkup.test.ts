import { describe, expect, it } from 'vitest';
import { nameFromFile, readImportedTemplate } from './importMarkup';

const MARKUP = '<!-- wp:eventin-pro/template-container --><div><!-- wp:unknown/block {"a":1} /--></div><!-- /wp:eventin-pro/template-container -->';

describe('reading an imported template', () => {
  it('takes block markup as it is, unknown blocks included', () => {
    expect(readImportedTemplate(`\n${MARKUP}\n`)).toEqual({ content: MARKUP });
  });

  it('reads a JSON export with its name, type and orientation, ignoring values it does not know', () => {
    expect(readImportedTemplate(JSON.stringify({ content: MARKUP, name: ' Gold ', type: 'certificate', orientation: 'portrait' }))).toEqual({
      content: MARKUP,
      name: 'Gold',
      type: 'certificate',
      orientation: 'portrait',
    });
    expect(readImportedTemplate(JSON.stringify({ content: MARKUP, type: 'poster', orientation: 'square' }))).toEqual({ content: MARKUP, name: undefined, type: undefined, orientation: undefined });
  });

  it('refuses empty text, broken JSON and JSON without content, saying what to do', () => {
    expect(() => readImportedTemplate('  ')).toThrow('Paste block markup');
    expect(() => readImportedTemplate('{ "content": ')).toThrow('could not be read');
    expect(() => readImportedTemplate('{"name":"x"}')).toThrow('holds no template content');
  });

  it('names a template after its file', () => {
    expect(nameFromFile('gold-certificate.html')).toBe('gold-certificate');
    expect(nameFromFile('export')).toBe('export');
  });
});
