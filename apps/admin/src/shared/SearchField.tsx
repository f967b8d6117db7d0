import { Input } from 'antd';

interface SearchFieldProps {
  /** The placeholder, also the field's accessible name unless `label` says otherwise (SPEC's strings). */
  placeholder: string;
  label?: string;
  value: string;
  onChange: (text: string) => void;
  /** Enter searches at once instead of waiting for the debounce. */
  onSearchNow?: () => void;
  /** The narrowest the field gets, px; it widens to show its whole placeholder (in any language), up to its container's width. */
  width?: number;
}

/** Room beside the placeholder's text in the field, px: its padding, border and clear button. */
const PLACEHOLDER_ROOM_PX = 48;

/** The search box of every list: a clearable search input whose text the list debounces (500 ms). */
export function SearchField({ placeholder, label = placeholder, value, onChange, onSearchNow, width = 260 }: SearchFieldProps) {
  return (
    <Input
      type="search"
      allowClear
      aria-label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onPressEnter={onSearchNow}
      style={{ width: `calc(${placeholder.length}ch + ${PLACEHOLDER_ROOM_PX}px)`, minWidth: width, maxWidth: '100%' }}
    />
  );
}
