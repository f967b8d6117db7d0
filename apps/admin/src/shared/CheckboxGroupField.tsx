import { Checkbox } from 'antd';
import type { CheckboxGroupProps } from 'antd/es/checkbox';

/**
 * A Form.Item's group of checkboxes, as one group named by `aria-label`. Form.Item marks a
 * required control `aria-required`, which no group may carry (axe aria-allowed-attr, critical;
 * issue #9 §3): it is left off here, and the label's asterisk and the rule's message say it instead.
 */
export function CheckboxGroupField<T>({ 'aria-required': _required, ...props }: CheckboxGroupProps<T> & { 'aria-required'?: unknown }) {
  return <Checkbox.Group<T> role="group" {...props} />;
}
