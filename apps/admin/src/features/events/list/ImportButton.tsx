import { lazy, Suspense, useState } from 'react';
import { Button, type ButtonProps } from 'antd';
import type { ImportSummary } from '../../../api/events';

const ImportModal = lazy(() => import('./ImportModal'));

/**
 * The "Import" button and its dialog. The dialog's code (with the upload component) is loaded on
 * the first click, so it stays out of the list's initial bundle. `onImported` runs when the dialog
 * closes after a successful import.
 */
export function ImportButton({ type, onImported }: { type?: ButtonProps['type']; onImported?: (summary: ImportSummary) => void }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const show = () => {
    setLoaded(true);
    setOpen(true);
  };
  const close = (summary: ImportSummary | null) => {
    setOpen(false);
    if (summary) onImported?.(summary);
  };
  return (
    <>
      <Button type={type} onClick={show}>
        Import
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <ImportModal open={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
