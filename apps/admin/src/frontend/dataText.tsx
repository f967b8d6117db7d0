import type { ReactNode } from 'react';

/**
 * People's data (names, emails, event titles, ticket names) in the mount's text (issue #12 §2),
 * marked `translate="no"`: page translators leave it as it is, and a ticket named 'Free' is not
 * read as the interface's English (e2e/i18nCheck.ts).
 */

/** A table cell of people's data. */
export const dataText = (text: string) => <span translate="no">{text}</span>;

/** What stands for the data while the message is rendered: a character no translation contains. */
const MARK = '\u0000';

/**
 * A message with a name or title set in as its own element, isolated (`<bdi>`): a Latin title in an
 * Arabic sentence, or an Arabic one in an English sentence, keeps the sentence's order around it
 * ('Attending {title} ({count})' would otherwise show the count between the words and the title).
 * @param message renders the message with the given stand-in for the data
 */
export function withData(message: (data: string) => string, text: string): ReactNode {
  const parts = message(MARK).split(MARK);
  if (parts.length !== 2) return message(text);
  return (
    <>
      {parts[0]}
      <bdi translate="no">{text}</bdi>
      {parts[1]}
    </>
  );
}
