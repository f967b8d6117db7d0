import { lazy } from 'react';
import type { ButtonProps } from 'antd';
import { ICS_IMPORT_NEEDS } from '@eventory/core';
import type { ImportSummary } from '../../../api/events';
import { useCanAll } from '../../../app/permissions';
import { ImportButton as SharedImportButton } from '../../../shared/import/ImportButton';

const ImportModal = lazy(() => import('./ImportModal'));

/**
 * The events' "Import" button and its iCalendar dialog (loaded on the first click), shown only to
 * roles holding every capability the import needs (the server's rule, ICS_IMPORT_NEEDS).
 * `onImported` runs when the dialog closes after a successful import.
 */
export function ImportButton({ type, onImported }: { type?: ButtonProps['type']; onImported?: (summary: ImportSummary) => void }) {
  if (!useCanAll(ICS_IMPORT_NEEDS)) return null;
  return <SharedImportButton modal={ImportModal} type={type} onImported={onImported} />;
}
