import { i18n } from '@lingui/core';
import { Suspense, useState, type ComponentType } from 'react';
import { Button, type ButtonProps } from 'antd';
import type { ImportModalProps } from './ImportDialog';

interface ImportButtonProps<S> {
  /** The dialog, usually `lazy(() => import(...))` so its code (with the upload component) loads on the first click. */
  modal: ComponentType<ImportModalProps<S>>;
  type?: ButtonProps['type'];
  /** Runs when the dialog closes after a successful import. */
  onImported?: (summary: S) => void;
}

/**
 * An "Import" button and its dialog. The dialog is first rendered on the first click, so a lazy
 * dialog stays out of the screen's initial bundle.
 */
export function ImportButton<S>({ modal: Dialog, type, onImported }: ImportButtonProps<S>) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const show = () => {
    setLoaded(true);
    setOpen(true);
  };
  const close = (summary: S | null) => {
    setOpen(false);
    if (summary) onImported?.(summary);
  };
  return (
    <>
      <Button type={type} onClick={show}>
        {i18n._('Import')}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <Dialog open={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
