import { LANGUAGES, type I18n, type MessageDescriptor } from '@eventory/core';
import { asDescriptor, translateMessage, type ApiMessage } from '../../i18n/translateMessage.js';
import { serverI18n } from '../../i18n/serverI18n.js';

/** An audit summary's message as it is stored in `audit_log.summary_message` (`{ id, values? }` JSON). */
export const storedSummary = (summary: ApiMessage): string => JSON.stringify(asDescriptor(summary));

/**
 * The one rendering of a stored summary message (JSON from `audit_log.summary_message`) in `i18n`'s
 * language (issue #12 §2): what the trail shows, and what {@link summarySearchText} lets its search find.
 */
export const renderSummary = (i18n: I18n, storedMessage: string): string => translateMessage(i18n, JSON.parse(storedMessage) as MessageDescriptor);

/**
 * The text the trail's search looks in (`audit_log.summary_search`, issue #12): the stored summary
 * message rendered in every admin language (LANGUAGES), one per line, so each reader finds an entry
 * by the words they read.
 */
export const summarySearchText = (storedMessage: string): string => LANGUAGES.map((language) => renderSummary(serverI18n(language), storedMessage)).join('\n');
