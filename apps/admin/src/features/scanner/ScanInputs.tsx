import { i18n } from '@lingui/core';
import { useEffect, useId, useRef, useState } from 'react';
import { Button, Flex, Form, Input, Typography, type InputRef } from 'antd';
import type { ScanOutcome } from './scanOutcome';

/** Checks a scanned or typed code in and answers its outcome. */
export type Scan = (code: string) => Promise<ScanOutcome | null>;

/**
 * The field a USB or Bluetooth handheld scanner types into (it types the code and presses Enter):
 * focused on load where there is a mouse (on a touch phone that would open the on-screen keyboard
 * over the scanner, issue #9 §3), without scrolling the page to it; Enter checks the code in, clears
 * the field and focuses it again.
 */
export function KeyboardScanField({ onScan }: { onScan: Scan }) {
  const inputId = useId();
  const ref = useRef<InputRef>(null);
  const [value, setValue] = useState('');
  useEffect(() => {
    // Without scrolling to it: below the other inputs, it would push the count and the result off the screen of a narrow window.
    if (window.matchMedia('(pointer: fine)').matches) ref.current?.focus({ preventScroll: true });
  }, []);

  const submit = () => {
    const code = value;
    setValue('');
    ref.current?.focus();
    if (code.trim()) void onScan(code);
  };

  return (
    <Flex vertical gap={4}>
      <label htmlFor={inputId}>{i18n._('Scanner input')}</label>
      <Input
        id={inputId}
        ref={ref}
        value={value}
        autoComplete="off"
        placeholder={i18n._('Scan a ticket with the handheld scanner')}
        onChange={(event) => setValue(event.target.value)}
        onPressEnter={submit}
      />
      <Typography.Text type="secondary">{i18n._('Keep this field focused while scanning: each scan is checked in when the scanner presses Enter.')}</Typography.Text>
    </Flex>
  );
}

/**
 * Typing a ticket code by hand: 'Ticket code' and 'Check in'. A checked-in code is cleared, the focus
 * staying in the field for the next guest (resetting the form remounted it, and the focus fell to the
 * page: walk C); a refused one stays to be corrected.
 */
export function ManualEntry({ onScan }: { onScan: Scan }) {
  const [form] = Form.useForm<{ code: string }>();
  const [busy, setBusy] = useState(false);

  const finish = async ({ code }: { code: string }) => {
    setBusy(true);
    try {
      const outcome = await onScan(code);
      if (outcome?.tone === 'success') form.setFieldValue('code', '');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={finish} requiredMark={false}>
      <Form.Item name="code" label={i18n._('Ticket code')} rules={[{ required: true, whitespace: true, message: i18n._('Type the code printed under the QR code') }]}>
        {/* A ticket id or its page's link fits; a pasted novel was echoed whole in Recent scans. */}
        <Input autoComplete="off" maxLength={500} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        {i18n._('Check in')}
      </Button>
    </Form>
  );
}
