import { lazy } from 'react';
import type { ButtonProps } from 'antd';
import type { ConferenceImportSummary } from '../../api/schedules';
import { ImportButton } from '../../shared/import/ImportButton';

const ConferenceImportModal = lazy(() => import('./ConferenceImportModal'));

/**
 * The schedules' "Import" button and its conference dialog (loaded on the first click).
 * `onImported` runs when the dialog closes after a successful import.
 */
export function ConferenceImportButton({ type, onImported }: { type?: ButtonProps['type']; onImported?: (summary: ConferenceImportSummary) => void }) {
  return <ImportButton modal={ConferenceImportModal} type={type} onImported={onImported} />;
}
