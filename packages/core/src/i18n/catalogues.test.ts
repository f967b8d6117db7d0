import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';
import { parse } from '@messageformat/parser';
import { LANGUAGES, PUBLIC_LANGUAGES, SOURCE_LANGUAGE } from './languages.js';

/**
 * Issue #12 §1, CI's guard on the catalogues: Lingui's own extractor collects the messages of the
 * source (as `npm run i18n:extract` does) and every shipped catalogue must hold exactly those ids,
 * the English one SPEC's text as written in the source, and every message must parse as ICU. Two
 * catalogues: `messages` (admin, mails: English, German) and `public` (public pages, widgets,
 * tickets, certificates: English, German, Arabic), each complete in its own languages.
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const configOf = (file: string) => getConfig({ cwd: root, configPath: path.join(root, file), skipValidation: true });
const CATALOGUES = [
  { name: 'messages', config: configOf('lingui.config.js'), languages: LANGUAGES },
  { name: 'public', config: configOf('lingui.public.config.js'), languages: PUBLIC_LANGUAGES },
];

const fix = 'run `npm run i18n:extract` and translate the new messages';

describe.each(CATALOGUES)('the $name catalogue', async ({ config, languages }) => {
  const [catalog] = await getCatalogs(config);
  const extracted = (await catalog!.collect()) ?? {};
  const ids = Object.keys(extracted).sort();
  const stored = await catalog!.readAll(config.locales);

  it('is kept in the languages it ships', () => {
    expect(config.locales).toEqual([...languages]);
  });

  it('finds the messages of the source', () => {
    expect(ids.length).toBeGreaterThan(0);
  });

  it.each(languages)('%s has every message of the source and no other', (language) => {
    const keys = Object.keys(stored[language] ?? {}).sort();
    const missing = ids.filter((id) => !keys.includes(id));
    const unused = keys.filter((id) => !ids.includes(id));
    expect({ missing, unused }, fix).toEqual({ missing: [], unused: [] });
  });

  it('the English catalogue holds the source text', () => {
    const different = ids.filter((id) => stored[SOURCE_LANGUAGE]?.[id]?.translation !== (extracted[id]?.message ?? id));
    expect(different, fix).toEqual([]);
  });

  it.each(languages)('%s translates every message, each valid ICU MessageFormat', (language) => {
    const problems = Object.entries(stored[language] ?? {}).flatMap(([id, entry]) => {
      if (!entry.translation) return [`${id}: not translated`];
      try {
        parse(entry.translation, { strict: false });
        return [];
      } catch (error) {
        return [`${id}: ${(error as Error).message}`];
      }
    });
    expect(problems).toEqual([]);
  });
});
