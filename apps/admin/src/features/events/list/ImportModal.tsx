import { useState } from 'react';
import { Alert, Button, Flex, Modal, Typography, Upload } from 'antd';
import type { ImportSummary } from '../../../api/events';
import { useImportIcs } from '../queries';
import { importSummaryText, isIcsFile } from './importFile';

type Outcome = { kind: 'done'; summary: ImportSummary } | { kind: 'failed'; message: string } | null;

/** The import's result: the summary with its warnings, or the error. */
function OutcomeView({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  if (outcome.kind === 'failed') return <Alert type="error" showIcon title="The file could not be imported" description={outcome.message} />;
  const { warnings } = outcome.summary;
  return (
    <Flex vertical gap={8}>
      <Alert type="success" showIcon title="Import finished" description={importSummaryText(outcome.summary)} />
      {warnings.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={`${warnings.length} ${warnings.length === 1 ? 'warning' : 'warnings'}`}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20, maxHeight: 200, overflowY: 'auto' }}>
              {warnings.map((warning, index) => (
                <li key={index}>{warning}</li>
              ))}
            </ul>
          }
        />
      )}
    </Flex>
  );
}

/**
 * The Import dialog: choose or drop an iCalendar (.ics) file, which is read in the browser and sent
 * to the import call; then shows the summary and warnings, or the server's error message.
 * `onClose` receives the last summary when something was imported.
 */
export default function ImportModal({ open, onClose }: { open: boolean; onClose: (summary: ImportSummary | null) => void }) {
  const importIcs = useImportIcs();
  const [fileName, setFileName] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const pending = importIcs.isPending;

  const importFile = async (file: File) => {
    setFileName(file.name);
    setOutcome(null);
    if (!isIcsFile(file.name, file.type)) {
      setOutcome({ kind: 'failed', message: 'Choose an iCalendar file (.ics).' });
      return;
    }
    try {
      const summary = await importIcs.mutateAsync(await file.text());
      setOutcome({ kind: 'done', summary });
    } catch (error) {
      setOutcome({ kind: 'failed', message: error instanceof Error ? error.message : 'The file could not be imported.' });
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
      title="Import events"
      onCancel={close}
      footer={
        <Button onClick={close} disabled={pending}>
          Done
        </Button>
      }
    >
      <Flex vertical gap={12}>
        <Upload.Dragger
          accept=".ics,text/calendar"
          multiple={false}
          showUploadList={false}
          disabled={pending}
          beforeUpload={(file) => {
            void importFile(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <Typography.Paragraph style={{ margin: 0 }}>Click, press Enter or drop an iCalendar (.ics) file here</Typography.Paragraph>
          <Typography.Text type="secondary">Events and their occurrences are added to the event list.</Typography.Text>
        </Upload.Dragger>
        {fileName && (
          <Typography.Text role="status">
            {pending ? `Importing ${fileName}…` : `File: ${fileName}`}
          </Typography.Text>
        )}
        <OutcomeView outcome={outcome} />
      </Flex>
    </Modal>
  );
}
