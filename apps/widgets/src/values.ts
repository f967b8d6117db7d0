import type { WidgetValues } from '@eventory/core';

/** Typed reads of a validated shortcode's values (the core schema already filled defaults in). */
export const isYes = (values: WidgetValues, key: string): boolean => values[key] === 'yes';
export const numberOf = (values: WidgetValues, key: string, fallback: number): number => {
  const v = values[key];
  return typeof v === 'number' ? v : fallback;
};
export const textOf = (values: WidgetValues, key: string, fallback = ''): string => {
  const v = values[key];
  return typeof v === 'string' ? v : fallback;
};
export const idsOf = (values: WidgetValues, key: string): number[] => {
  const v = values[key];
  if (typeof v === 'number') return [v];
  return Array.isArray(v) ? v.map(Number).filter((n) => Number.isInteger(n) && n > 0) : [];
};
