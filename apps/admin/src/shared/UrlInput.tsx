import type { ChangeEvent, FocusEvent } from 'react';
import { Input, type InputProps } from 'antd';

/**
 * A web address typed without its scheme, with `https://` in front ('walkcorp.example/team' →
 * 'https://walkcorp.example/team'); anything else as it was: empty text, text with a scheme
 * ('mailto:', 'http://'), text with spaces, or text whose host has no dot.
 */
export function withScheme(text: string): string {
  const value = text.trim();
  // A scheme is letters before a colon; a colon before digits is a host's port.
  if (!value || /^[a-z][a-z0-9+.-]*:(?!\d)/i.test(value) || /\s/.test(value)) return text;
  const address = value.replace(/^\/\//, '');
  return /^[^/?#]+\.[^/?#.]+/.test(address) ? `https://${address}` : text;
}

/**
 * A text field for a web address (inside a Form.Item): leaving it puts `https://` before an address
 * typed without a scheme (walk: 'walkcorp.example' was refused as 'not a full URL'), so the field's
 * URL rule then accepts it.
 */
export function UrlInput({ onBlur, onChange, ...props }: InputProps) {
  const complete = (event: FocusEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    const full = withScheme(typed);
    if (full !== typed) onChange?.({ target: { value: full } } as ChangeEvent<HTMLInputElement>);
    onBlur?.(event);
  };
  return <Input inputMode="url" {...props} onChange={onChange} onBlur={complete} />;
}
