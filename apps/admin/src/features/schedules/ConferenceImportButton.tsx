import { lazy } from 'react';
import type { ButtonProps } from 'antd';
import { CONFERENCE_IMPORT_NEEDS } from '@eventory/core';
import { useCanAll } from '../../app/permissions';
import type { ConferenceImportSummary } from '../../api/schedules';
import { ImportButton } from '../../shared/import/ImportButton';

const ConferenceImportModal = lazy(() => import('./ConferenceImportModal'));

/**
 * The schedules' "Import" button and its conference dialog (loaded on the first click), shown only
 * to roles holding every capability the import needs (the server's rule, CONFERENCE_IMPORT_NEEDS).
 * `onImported` runs when the dialog closes after a successful import.
 */
export function ConferenceImportButton({ type, onImported }: { type?: ButtonProps['type']; onImported?: (summary: ConferenceImportSummary) => void }) {
  if (!useCanAll(CONFERENCE_IMPORT_NEEDS)) return null;
  return <ImportButton modal={ConferenceImportModal} type={type} onImported={onImported} />;
}
