import { i18n } from '@lingui/core';
import { useState, type ReactNode } from 'react';
import { Alert, Button, Flex, Modal, Typography, Upload } from 'antd';

/** What every import call answers: at least the warnings about skipped or adjusted records. */
export interface ImportResult {
  warnings: string[];
}

type Outcome<S> = { kind: 'done'; summary: S } | { kind: 'failed'; message: string } | null;

/** The import's warnings, in a scrollable list. */
function WarningList({ warnings }: { warnings: string[] }) {
  if (warnings.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={i18n._('{count, plural, one {# warning} other {# warnings}}', { count: warnings.length })}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20, maxHeight: 200, overflowY: 'auto' }}>
          {warnings.map((warning, index) => (
            <li key={index}>{warning}</li>
          ))}
        </ul>
      }
    />
  );
}

/** Props of the dialog a screen's Import button opens. */
export interface ImportModalProps<S> {
  open: boolean;
  /** Called when the dialog closes, with the last summary when something was imported. */
  onClose: (summary: S | null) => void;
}

interface ImportDialogProps<S extends ImportResult> extends ImportModalProps<S> {
  title: string;
  /** The file chooser's `accept` list, e.g. `.ics,text/calendar`. */
  accept: string;
  /** The drop zone's text, e.g. 'Click, press Enter or drop an iCalendar (.ics) file here'. */
  prompt: string;
  /** The line under the prompt: what the import does. */
  hint: string;
  /** Null when the file can be imported, else the message shown instead of sending it. */
  rejectFile: (file: File) => string | null;
  /** Reads and sends the file; rejects with the server's message. */
  importFile: (file: File) => Promise<S>;
  pending: boolean;
  /** The success summary's description. */
  describe: (summary: S) => ReactNode;
}

/**
 * The Import dialog: choose or drop a file (click, Enter or drag), which is read in the browser
 * and sent; then the summary with its warnings, or the server's error message. Closing is blocked
 * while the import runs.
 */
export function ImportDialog<S extends ImportResult>({ open, onClose, title, accept, prompt, hint, rejectFile, importFile, pending, describe }: ImportDialogProps<S>) {
  const [fileName, setFileName] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome<S>>(null);

  const run = async (file: File) => {
    setFileName(file.name);
    setOutcome(null);
    const rejection = rejectFile(file);
    if (rejection) {
      setOutcome({ kind: 'failed', message: rejection });
      return;
    }
    try {
      setOutcome({ kind: 'done', summary: await importFile(file) });
    } catch (error) {
      setOutcome({ kind: 'failed', message: error instanceof Error ? error.message : i18n._('The file could not be imported.') });
    }
  };

  const close = () => {
    if (pending) return;
    onClose(outcome?.kind === 'done' ? outcome.summary : null);
    setFileName(null);
    setOutcome(null);
  };

  return (
    <Modal
      open={open}
      title={title}
      onCancel={close}
      footer={
        <Button onClick={close} disabled={pending}>
          {i18n._('Done')}
        </Button>
      }
    >
      <Flex vertical gap={12}>
        <Upload.Dragger
          accept={accept}
          multiple={false}
          showUploadList={false}
          disabled={pending}
          beforeUpload={(file) => {
            void run(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <Typography.Paragraph style={{ margin: 0 }}>{prompt}</Typography.Paragraph>
          <Typography.Text type="secondary">{hint}</Typography.Text>
        </Upload.Dragger>
        {fileName && <Typography.Text role="status">{pending ? i18n._('Importing {fileName}…', { fileName }) : i18n._('File: {fileName}', { fileName })}</Typography.Text>}
        {outcome?.kind === 'failed' && <Alert type="error" showIcon title={i18n._('The file could not be imported')} description={outcome.message} />}
        {outcome?.kind === 'done' && (
          <Flex vertical gap={8}>
            <Alert type="success" showIcon title={i18n._('Import finished')} description={describe(outcome.summary)} />
            <WarningList warnings={outcome.summary.warnings} />
          </Flex>
        )}
      </Flex>
    </Modal>
  );
}
