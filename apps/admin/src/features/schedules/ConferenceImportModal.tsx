import { i18n } from '@lingui/core';
import { Link } from 'react-router-dom';
import { Flex, Typography } from 'antd';
import type { ConferenceImportSummary } from '../../api/schedules';
import { ImportDialog, type ImportModalProps } from '../../shared/import/ImportDialog';
import { editorPath } from '../events/list/eventDisplay';
import { CONFERENCE_ACCEPT, importCountsText, isConferenceFile } from './conferenceImport';
import { useImportConference } from './queries';

/** The summary of a conference import: counts created and updated, and the event's editor. */
function ConferenceSummary({ summary }: { summary: ConferenceImportSummary }) {
  return (
    <Flex vertical gap={4}>
      <Typography.Text>{i18n._('Created: {counts}', { counts: importCountsText(summary.created) })}</Typography.Text>
      <Typography.Text>{i18n._('Updated: {counts}', { counts: importCountsText(summary.updated) })}</Typography.Text>
      <Link to={editorPath(summary.event_id)}>{i18n._('Open the conference event')}</Link>
    </Flex>
  );
}

/**
 * The schedules' Import dialog: a Pentabarf/Frab XML or Frab JSON conference file is read in the
 * browser and sent with its name; then what was created and updated, the warnings and a link to
 * the conference's event, or the server's error message.
 */
export default function ConferenceImportModal({ open, onClose }: ImportModalProps<ConferenceImportSummary>) {
  const importConference = useImportConference();
  return (
    <ImportDialog<ConferenceImportSummary>
      open={open}
      onClose={onClose}
      title={i18n._('Import a conference')}
      accept={CONFERENCE_ACCEPT}
      prompt={i18n._('Click, press Enter or drop a conference schedule (.xml or .json) here')}
      hint={i18n._('Pentabarf/Frab XML or Frab JSON: the conference becomes an event with one schedule per day; importing it again updates it.')}
      rejectFile={(file) => (isConferenceFile(file.name) ? null : i18n._('Choose a Pentabarf/Frab XML (.xml) or Frab JSON (.json) schedule file.'))}
      importFile={async (file) => importConference.mutateAsync({ content: await file.text(), filename: file.name })}
      pending={importConference.isPending}
      describe={(summary) => <ConferenceSummary summary={summary} />}
    />
  );
}
