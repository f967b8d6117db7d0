import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';

dayjs.extend(customParseFormat);

/** How the API and the pickers write a date. */
export const DATE_FORMAT = 'YYYY-MM-DD';
/** How the API and the pickers write a 24-hour time. */
export const TIME_FORMAT = 'HH:mm';

function parse(value: string | null | undefined, format: string): Dayjs | null {
  if (!value) return null;
  const parsed = dayjs(value, format, true);
  return parsed.isValid() ? parsed : null;
}

/** A picker value for an API date `YYYY-MM-DD`; null when empty or malformed. */
export function parseDate(value: string | null | undefined): Dayjs | null {
  return parse(value, DATE_FORMAT);
}

/** A picker value for an API time `HH:mm`; null when empty or malformed. */
export function parseTime(value: string | null | undefined): Dayjs | null {
  return parse(value, TIME_FORMAT);
}

/** The API date `YYYY-MM-DD` of a picker value, or null when the picker is empty. */
export function formatDate(value: Dayjs | null | undefined): string | null {
  return value ? value.format(DATE_FORMAT) : null;
}

/** The API time `HH:mm` of a picker value, or null when the picker is empty. */
export function formatTime(value: Dayjs | null | undefined): string | null {
  return value ? value.format(TIME_FORMAT) : null;
}
