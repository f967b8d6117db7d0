import { LANGUAGES, formatMoney, intlLocale, type I18n, type Language, type MessageDescriptor } from '@eventory/core';
import { asDescriptor, translateMessage, type ApiMessage } from '../../i18n/translateMessage.js';
import { serverI18n } from '../../i18n/serverI18n.js';

/** An audit summary's message as it is stored in `audit_log.summary_message` (`{ id, values? }` JSON). */
export const storedSummary = (summary: ApiMessage): string => JSON.stringify(asDescriptor(summary));

/**
 * An amount of money among a summary's values (e.g. a refund's), stored raw and written in the
 * reader's locale when the summary is rendered: `amount` in the currency's units (10.5 = $10.50),
 * `currency` an ISO 4217 code.
 */
export interface SummaryMoney {
  amount: number;
  currency: string;
}

const isMoney = (value: unknown): value is SummaryMoney =>
  typeof value === 'object' && value !== null && typeof (value as SummaryMoney).amount === 'number' && typeof (value as SummaryMoney).currency === 'string';

/**
 * The one rendering of a stored summary message (JSON from `audit_log.summary_message`) in `i18n`'s
 * language (issue #12 §2): what the trail shows, and what {@link summarySearchText} lets its search
 * find. {@link SummaryMoney} values are formatted in the language's locale (10,00 $ in German).
 */
export function renderSummary(i18n: I18n, storedMessage: string): string {
  const message = JSON.parse(storedMessage) as MessageDescriptor;
  if (!message.values) return translateMessage(i18n, message);
  const locale = intlLocale(i18n.locale as Language);
  const values = Object.fromEntries(Object.entries(message.values).map(([key, value]) => [key, isMoney(value) ? formatMoney(value.amount, { currency: value.currency, locale }) : value]));
  return translateMessage(i18n, { ...message, values });
}

/**
 * The text the trail's search looks in (`audit_log.summary_search`, issue #12): the stored summary
 * message rendered in every admin language (LANGUAGES), one per line, so each reader finds an entry
 * by the words they read.
 */
export const summarySearchText = (storedMessage: string): string => LANGUAGES.map((language) => renderSummary(serverI18n(language), storedMessage)).join('\n');
