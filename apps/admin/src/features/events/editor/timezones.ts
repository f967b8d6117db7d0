import { i18n } from '@lingui/core';
import { isValidTimezone } from '@eventory/core';

/** One choice of the timezone select. */
export interface TimezoneOption {
  label: string;
  value: string;
}

/** A group of choices (antd Select option group). */
export interface TimezoneGroup {
  label: string;
  title: string;
  options: TimezoneOption[];
}

/** Fixed offsets in minutes east of UTC: every whole hour plus the half- and quarter-hour zones in use. */
const OFFSET_MINUTES = [
  ...Array.from({ length: 27 }, (_, i) => (i - 12) * 60),
  -570, -210, 210, 270, 330, 345, 390, 525, 570, 630, 765, 825,
]
  .filter((minutes) => minutes !== 0)
  .sort((a, b) => a - b);

/** `UTC+5:30`, `UTC-3:00`: the `UTC±H:MM` form the API accepts for fixed offsets. */
export function formatOffsetZone(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * Zones the browser lists by a name IANA has since replaced (ICU keeps the old one as canonical:
 * Chromium lists Asia/Calcutta, not Asia/Kolkata), with today's name. The walk of 30 Nov 2026 found
 * no 'Kolkata' or 'Kyiv': the choice is now labelled by today's name and found by either.
 */
const RENAMED_ZONES: Record<string, string> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/** The IANA zones the browser knows and the API accepts, as choices labelled by today's names, in their order. */
function ianaZones(): TimezoneOption[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const options = zones
    .filter((zone) => zone !== 'UTC' && isValidTimezone(zone))
    .map((zone) => ({ label: (RENAMED_ZONES[zone] ?? zone).replaceAll('_', ' '), value: zone }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
  return [{ label: 'UTC', value: 'UTC' }, ...options];
}

/**
 * The timezone the browser runs in, when the API accepts it; else `UTC`.
 * Used as the default of new events.
 */
export function browserTimezone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isValidTimezone(zone) ? zone : 'UTC';
}

let cached: TimezoneGroup[] | null = null;

/**
 * The choices of the timezone select: the IANA zones the browser knows (by today's names, found
 * by the browser's too) and the common `UTC±H:MM` offsets. Built once and cached (the admin's language is fixed until a reload).
 */
export function timezoneGroups(): TimezoneGroup[] {
  cached ??= [
    { label: i18n._('Time zones'), title: i18n._('Time zones'), options: ianaZones() },
    { label: i18n._('UTC offsets'), title: i18n._('UTC offsets'), options: OFFSET_MINUTES.map(formatOffsetZone).map((zone) => ({ label: zone, value: zone })) },
  ];
  return cached;
}

/**
 * The select's choices, with `current` added on top when it is a stored value the lists do not
 * hold (an imported `UTC+5.5`, say), so it still shows and can be kept.
 */
export function timezoneOptionsFor(current: string | undefined): TimezoneGroup[] {
  const groups = timezoneGroups();
  if (!current || groups.some((group) => group.options.some((option) => option.value === current))) return groups;
  return [{ label: i18n._('Current'), title: i18n._('Current'), options: [{ label: current, value: current }] }, ...groups];
}
