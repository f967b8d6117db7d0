import { i18n } from '@lingui/core';
import { useMemo } from 'react';
import { Select } from 'antd';
import { timezoneOptionsFor } from './timezones';

interface TimezoneSelectProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
}

/**
 * A searchable select of IANA timezones and `UTC±H:MM` offsets, meant as the control of a
 * `Form.Item` (it receives `id`, `value` and `onChange` from the item).
 */
export function TimezoneSelect({ id, value, onChange, disabled }: TimezoneSelectProps) {
  const options = useMemo(() => timezoneOptionsFor(value), [value]);
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      disabled={disabled}
      options={options}
      showSearch={{ optionFilterProp: ['label', 'value'] }}
      placeholder={i18n._('Search a timezone or offset')}
      popupMatchSelectWidth={false}
      style={{ minWidth: 260 }}
    />
  );
}
