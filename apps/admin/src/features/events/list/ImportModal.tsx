import { i18n } from '@lingui/core';
import type { ImportSummary } from '../../../api/events';
import { ImportDialog, type ImportModalProps } from '../../../shared/import/ImportDialog';
import { useImportIcs } from '../queries';
import { importSummaryText, isIcsFile } from './importFile';

/**
 * The events' Import dialog: an iCalendar (.ics) file is read in the browser and sent to the
 * import call; then the summary and warnings, or the server's error message.
 */
export default function ImportModal({ open, onClose }: ImportModalProps<ImportSummary>) {
  const importIcs = useImportIcs();
  return (
    <ImportDialog<ImportSummary>
      open={open}
      onClose={onClose}
      title={i18n._('Import events')}
      accept=".ics,text/calendar"
      prompt={i18n._('Click, press Enter or drop an iCalendar (.ics) file here')}
      hint={i18n._('Events and their occurrences are added to the event list.')}
      rejectFile={(file) => (isIcsFile(file.name, file.type) ? null : i18n._('Choose an iCalendar file (.ics).'))}
      importFile={async (file) => importIcs.mutateAsync(await file.text())}
      pending={importIcs.isPending}
      describe={importSummaryText}
    />
  );
}
