import type { FormRule } from 'antd';

/** The event title's rules, the same in the create form, the Basic info section and the front-end mount. */
export const EVENT_TITLE_RULES: FormRule[] = [
  { required: true, whitespace: true, message: 'Event title is required' },
  { max: 300, message: 'Keep the title under 300 characters' },
];
