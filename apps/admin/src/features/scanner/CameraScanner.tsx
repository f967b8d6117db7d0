import { i18n } from '@lingui/core';
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Flex, Typography } from 'antd';
import type { IScannerControls } from '@zxing/browser';
import { cameraErrorMessage, createRepeatGuard } from './scanOutcome';

type CameraState = 'off' | 'starting' | 'on';

/**
 * Camera scanning of QR codes with @zxing/browser, loaded only when the camera is started (its own
 * chunk). Start camera / Stop camera; a camera that cannot start says why (no camera, permission
 * denied, in use). The same code read again within 3 s is ignored; each new code goes to `onCode`.
 */
export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const controlsRef = useRef<IScannerControls | null>(null);
  const onCodeRef = useRef(onCode);
  const [state, setState] = useState<CameraState>('off');
  const [error, setError] = useState<string | null>(null);
  // Bumped by Stop and unmount: a start still waiting for the camera then stops it when it arrives.
  const generation = useRef(0);

  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  const stop = () => {
    generation.current += 1;
    controlsRef.current?.stop();
    controlsRef.current = null;
    setState('off');
  };

  useEffect(
    () => () => {
      generation.current += 1;
      controlsRef.current?.stop();
    },
    [],
  );

  const start = async () => {
    const video = videoRef.current;
    if (!video) return;
    const mine = ++generation.current;
    setError(null);
    setState('starting');
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('this page has no camera access (it needs https or localhost)');
      const { BrowserQRCodeReader } = await import('@zxing/browser');
      const isNew = createRepeatGuard();
      const controls = await new BrowserQRCodeReader().decodeFromVideoDevice(undefined, video, (result) => {
        if (result && isNew(result.getText(), Date.now())) onCodeRef.current(result.getText());
      });
      if (mine !== generation.current) {
        controls.stop();
        return;
      }
      controlsRef.current = controls;
      setState('on');
    } catch (cause) {
      if (mine !== generation.current) return;
      setError(cameraErrorMessage(cause));
      setState('off');
    }
  };

  return (
    <Flex vertical gap={12} align="flex-start">
      {state === 'off' ? (
        <Button onClick={() => void start()}>{i18n._('Start camera')}</Button>
      ) : (
        <Button onClick={stop}>{i18n._('Stop camera')}</Button>
      )}
      {error && <Alert type="error" showIcon role="alert" title={error} />}
      <video
        ref={videoRef}
        aria-label={i18n._('Camera preview')}
        muted
        playsInline
        hidden={state === 'off'}
        style={{ width: '100%', maxWidth: 480, borderRadius: 8, background: '#000' }}
      />
      {state === 'starting' && <Typography.Text type="secondary">{i18n._('Starting the camera…')}</Typography.Text>}
      {state === 'on' && <Typography.Text type="secondary">{i18n._("Hold the ticket's QR code in front of the camera.")}</Typography.Text>}
    </Flex>
  );
}
