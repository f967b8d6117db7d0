import { i18n } from '@lingui/core';
import { Select } from 'antd';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@eventory/core';

/** The value of a user's language field: a shipped language, or null to follow the site's default. */
export type LanguageChoice = Language | null;

/**
 * A select of the shipped languages, each named in its own language (issue #12 §2); with
 * `siteDefault`, a first option 'Site default' (value null) for a user who follows the site.
 */
export function LanguageSelect({ siteDefault = false, ...props }: { siteDefault?: boolean; value?: LanguageChoice; onChange?: (value: LanguageChoice) => void; id?: string }) {
  const options = [
    ...(siteDefault ? [{ value: '', label: i18n._('Site default') }] : []),
    ...LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] })),
  ];
  return (
    <Select<string>
      id={props.id}
      value={props.value ?? ''}
      onChange={(value) => props.onChange?.(value === '' ? null : (value as Language))}
      options={options}
      style={{ width: 200 }}
    />
  );
}
