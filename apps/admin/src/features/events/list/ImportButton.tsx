import { lazy } from 'react';
import type { ButtonProps } from 'antd';
import type { ImportSummary } from '../../../api/events';
import { ImportButton as SharedImportButton } from '../../../shared/import/ImportButton';

const ImportModal = lazy(() => import('./ImportModal'));

/**
 * The events' "Import" button and its iCalendar dialog (loaded on the first click). `onImported`
 * runs when the dialog closes after a successful import.
 */
export function ImportButton({ type, onImported }: { type?: ButtonProps['type']; onImported?: (summary: ImportSummary) => void }) {
  return <SharedImportButton modal={ImportModal} type={type} onImported={onImported} />;
}
