import { i18n } from '@lingui/core';
import { useRef, useState, type ChangeEvent } from 'react';
import { Button, Flex, Typography } from 'antd';
import { speakersClient } from '../../api/speakers';
import { IMAGE_ACCEPT, imageHint, imageFileProblem } from './imageFile';

/** What an image field holds. */
export type ImageKind = 'photo' | 'logo';

/** The words of an image field, per kind: each a message of its own, so it reads naturally in every language. */
const TEXTS: Record<ImageKind, { failed: (reason: string) => string; current: () => string; replace: () => string; upload: () => string; remove: () => string }> = {
  photo: {
    failed: (reason) => i18n._('The photo could not be uploaded: {reason}', { reason }),
    current: () => i18n._('Current photo'),
    replace: () => i18n._('Replace photo'),
    upload: () => i18n._('Upload photo'),
    remove: () => i18n._('Remove photo'),
  },
  logo: {
    failed: (reason) => i18n._('The logo could not be uploaded: {reason}', { reason }),
    current: () => i18n._('Current logo'),
    replace: () => i18n._('Replace logo'),
    upload: () => i18n._('Upload logo'),
    remove: () => i18n._('Remove logo'),
  },
};

interface ImageUploadProps {
  /** Injected by Form.Item: the image URL, '' for none. */
  value?: string;
  onChange?: (url: string) => void;
  /** Injected by Form.Item; set on the field's box so scrolling to a field error finds it. */
  id?: string;
  /** What the image is: a photo or a logo (each with its own messages). */
  kind: ImageKind;
  /** Told when an upload starts and ends, so the form can wait for it. */
  onUploadingChange?: (uploading: boolean) => void;
}

/**
 * An image field: a preview, an Upload / Replace button opening the file picker (the file is
 * checked, then sent with `speakersClient.upload`), and Remove. A refused file or a failed upload
 * shows its reason (the server's message) under the buttons.
 */
export function ImageUpload({ value = '', onChange, id, kind, onUploadingChange }: ImageUploadProps) {
  const texts = TEXTS[kind];
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const setBusy = (busy: boolean) => {
    setUploading(busy);
    onUploadingChange?.(busy);
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    const refused = imageFileProblem(file);
    setProblem(refused);
    if (refused) return;
    setBusy(true);
    try {
      const { url } = await speakersClient.upload(file);
      onChange?.(url);
    } catch (error) {
      setProblem(texts.failed(error instanceof Error ? error.message : String(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex id={id} vertical gap={8}>
      {value && <img src={value} alt={texts.current()} style={{ width: 96, height: 96, objectFit: 'contain', borderRadius: 8, border: '1px solid #f0f0f0' }} />}
      <Flex gap={8} align="center" wrap>
        <Button loading={uploading} onClick={() => input.current?.click()}>
          {value ? texts.replace() : texts.upload()}
        </Button>
        {value && (
          <Button
            disabled={uploading}
            onClick={() => {
              setProblem(null);
              onChange?.('');
            }}
          >
            {texts.remove()}
          </Button>
        )}
        <Typography.Text type="secondary">{imageHint()}</Typography.Text>
      </Flex>
      <input ref={input} type="file" accept={IMAGE_ACCEPT} style={{ display: 'none' }} tabIndex={-1} aria-hidden onChange={(event) => void upload(event)} />
      {problem && (
        <Typography.Text type="danger" role="alert">
          {problem}
        </Typography.Text>
      )}
    </Flex>
  );
}
