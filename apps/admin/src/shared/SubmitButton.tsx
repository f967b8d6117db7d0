import type { ReactNode } from 'react';
import { Button, type ButtonProps } from 'antd';

/**
 * A form's submit button. While `pending` it shows antd's spinner and ignores clicks and Enter
 * (antd cancels the click of a loading button, a form's implicit submission by Enter included),
 * but it is never disabled: a button disabled under the keyboard focus loses it to the page's body,
 * and the next Tab started again at the top of the page (issue #9 §3, keyboard walk).
 */
export function SubmitButton({ pending, children, type = 'primary', ...rest }: Omit<ButtonProps, 'htmlType' | 'loading' | 'disabled'> & { pending: boolean; children: ReactNode }) {
  return (
    <Button type={type} htmlType="submit" loading={pending} {...rest}>
      {children}
    </Button>
  );
}
