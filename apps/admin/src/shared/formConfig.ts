import type { ConfigProviderProps } from 'antd';

/**
 * What every antd form does when a Save is refused by its own rules (issue #9 §3, walk: the errors
 * showed but the focus stayed on Save, so a keyboard or screen-reader user had no cue): the first
 * field in error is scrolled to the middle of the window, its label in view above it under the sticky
 * header (walk C: at the window's top edge the label was cut off), and focused, where its message is
 * read with it. Given once to the admin's and the front-end mount's ConfigProvider; a form's own
 * `scrollToFirstError` would override it.
 */
export const FORM_CONFIG: ConfigProviderProps['form'] = { scrollToFirstError: { focus: true, block: 'center' } };
