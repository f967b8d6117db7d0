import { i18n } from '@lingui/core';
import { useDeferredValue, useMemo, useState } from 'react';
import { Alert, Button, Flex, Input, Typography, Upload } from 'antd';
import { parseRecipients, recipientsProblem, type RecipientList } from './recipients';

/** Largest CSV file read in the browser, bytes. */
const MAX_CSV_BYTES = 10 * 1024 * 1024;
/** How many invalid lines are listed by number; the rest are counted. */
const INVALID_SHOWN = 20;

/** The form rule of the recipients text (see {@link recipientsProblem}). */
export function checkRecipients(text: string | undefined): Promise<void> {
  const problem = recipientsProblem(parseRecipients(text ?? ''));
  return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
}

/** What the text holds: how many will be invited, repeats dropped, and the lines that will be skipped. */
function RecipientSummary({ list }: { list: RecipientList }) {
  const { recipients, invalid, duplicates } = list;
  if (recipients.length === 0 && invalid.length === 0) return null;
  const found = i18n._('{count, plural, one {# valid recipient found} other {# valid recipients found}}', { count: recipients.length });
  const repeats =
    duplicates > 0 ? i18n._('{count, plural, one {(# repeated address will be invited once)} other {(# repeated addresses will be invited once)}}', { count: duplicates }) : '';
  return (
    <Flex vertical gap={8} role="status">
      <Typography.Text type={recipients.length > 0 ? 'success' : 'danger'}>{repeats ? `${found} ${repeats}` : found}</Typography.Text>
      {invalid.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={i18n._('{count, plural, one {# line is not a recipient and will be skipped} other {# lines are not a recipient and will be skipped}}', { count: invalid.length })}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {invalid.slice(0, INVALID_SHOWN).map((line) => (
                <li key={line.line}>{i18n._('Line {line}: "{text}": {reason}', { line: line.line, text: line.text, reason: line.reason })}</li>
              ))}
              {invalid.length > INVALID_SHOWN && <li>{i18n._('…and {count} more', { count: invalid.length - INVALID_SHOWN })}</li>}
            </ul>
          }
        />
      )}
    </Flex>
  );
}

interface RecipientsFieldProps {
  /** Injected by Form.Item. */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
}

/**
 * The recipients of an invitation: pasted, one a line (`Name <email>`, `email` or `email,name`), or
 * loaded from a .csv file read in the browser (a header row naming the columns places the email and
 * the name in any order; without one, first column email, optional second column name; see
 * {@link parseRecipients}). The count of valid recipients and the invalid lines show below.
 */
export function RecipientsField({ id, value = '', onChange }: RecipientsFieldProps) {
  const [fileNote, setFileNote] = useState<{ ok: boolean; text: string } | null>(null);
  const deferred = useDeferredValue(value);
  const list = useMemo(() => parseRecipients(deferred), [deferred]);

  const load = async (file: File) => {
    if (file.size > MAX_CSV_BYTES) {
      setFileNote({ ok: false, text: i18n._('{name} is larger than 10 MB: split it into smaller files.', { name: file.name }) });
      return;
    }
    try {
      onChange?.(await file.text());
      setFileNote({ ok: true, text: i18n._('Loaded {name}; edit the list below if needed.', { name: file.name }) });
    } catch {
      setFileNote({ ok: false, text: i18n._('{name} could not be read. Save it as CSV (UTF-8) and try again.', { name: file.name }) });
    }
  };

  return (
    <Flex vertical gap={8}>
      <Input.TextArea
        id={id}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        rows={8}
        placeholder={'Ada Lovelace <ada@example.org>\ngrace@example.org\nalan@example.org,Alan Turing'}
        spellCheck={false}
      />
      <Flex gap={8} align="center" wrap>
        <Upload
          accept=".csv,text/csv"
          showUploadList={false}
          beforeUpload={(file) => {
            void load(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button>{i18n._('Load a CSV file')}</Button>
        </Upload>
        {fileNote && <Typography.Text type={fileNote.ok ? 'secondary' : 'danger'}>{fileNote.text}</Typography.Text>}
      </Flex>
      <RecipientSummary list={list} />
    </Flex>
  );
}
