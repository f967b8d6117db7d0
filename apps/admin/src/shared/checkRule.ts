import type { RuleObject } from 'antd/es/form';

/**
 * An antd form rule from one of core's checks, so a form says beside the field what the API would
 * refuse, by the API's own rule (one rule in one home): `check` returns the problem in the admin's
 * words, or null when the value is fine. Used by the Settings and the shortcode forms, and by
 * shared/numberRules.
 */
export function checkRule(check: (value: unknown) => string | null): RuleObject {
  return {
    validator: async (_rule, value: unknown) => {
      const problem = check(value);
      if (problem) throw new Error(problem);
    },
  };
}
