import { i18n } from '@lingui/core';
import type { FormRule } from 'antd';

/**
 * The event title's rules, the same in the create form, the Basic info section and the front-end
 * mount; their messages are read when a rule fails, in the active language.
 */
export const EVENT_TITLE_RULES: FormRule[] = [
  {
    required: true,
    whitespace: true,
    get message() {
      return i18n._('Event title is required');
    },
  },
  {
    max: 300,
    get message() {
      return i18n._('Keep the title under 300 characters');
    },
  },
];
