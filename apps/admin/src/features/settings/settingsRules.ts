import { i18n } from '@lingui/core';
import type { Rule } from 'antd/es/form';
import { isLanguage, settingProblem, siteLocaleProblem, type TypedSetting } from '@eventory/core';
import { checkRule } from '../../shared/checkRule';

/**
 * The Settings form's checks (issue #9 §4): core's rules of each typed setting, so the form says
 * beside the field, in plain words, what the API would refuse, before it sends.
 */

/** An empty value is the `required` rule's to word (or, for optional settings, allowed). */
const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** The rule of a typed setting: core's check of the value, its message in the admin's language. */
export function settingRule(field: TypedSetting): Rule {
  return checkRule((value) => {
    const problem = isEmpty(value) ? null : settingProblem(field, value);
    return problem ? i18n._(problem) : null;
  });
}

/**
 * The Locale field's rule against the Site language field: a locale of that language (`en-GB`,
 * `en-DE` for English), as only such a locale changes what the site writes (core's siteLocaleProblem).
 */
export const localeOfSiteLanguage: Rule = ({ getFieldValue }) =>
  checkRule((value) => {
    const language: unknown = getFieldValue('site_language');
    if (typeof value !== 'string' || isEmpty(value) || !isLanguage(language) || settingProblem('locale', value)) return null;
    const problem = siteLocaleProblem(value, language);
    return problem ? i18n._(problem) : null;
  });
