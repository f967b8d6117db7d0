import { i18n } from '@lingui/core';
import { RSVP_STATUSES, UNLIMITED, type RsvpStatus } from '@eventory/core';

/** What the RSVP screens call each answer (REFERENCE "RSVP report": going / not_going / maybe), in the admin's language when read. */
export const RSVP_STATUS_LABELS: Record<RsvpStatus, string> = {
  get going() {
    return i18n._('Going');
  },
  get not_going() {
    return i18n._('Not going');
  },
  get maybe() {
    return i18n._('Maybe');
  },
};

/** The answers as options of a select or segmented control, in their usual order (labels read when shown). */
export const RSVP_STATUS_OPTIONS = RSVP_STATUSES.map((status) => ({
  value: status,
  get label() {
    return RSVP_STATUS_LABELS[status];
  },
}));

/** A table's empty text when no one has given `status` as their answer yet. */
export function noAnswersText(status: RsvpStatus): string {
  if (status === 'going') return i18n._('No one has answered going yet');
  if (status === 'not_going') return i18n._('No one has answered not going yet');
  return i18n._('No one has answered maybe yet');
}

/** The Limit column: the number of people, or ∞ for an unlimited (-1) limit (SPEC §9). */
export function limitText(limit: number): string {
  return limit === UNLIMITED ? '∞' : String(limit);
}
