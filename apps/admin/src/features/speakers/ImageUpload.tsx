import { useRef, useState, type ChangeEvent } from 'react';
import { Button, Flex, Typography } from 'antd';
import { speakersClient } from '../../api/speakers';
import { IMAGE_ACCEPT, IMAGE_HINT, imageFileProblem } from './imageFile';

interface ImageUploadProps {
  /** Injected by Form.Item: the image URL, '' for none. */
  value?: string;
  onChange?: (url: string) => void;
  /** Injected by Form.Item; set on the field's box so scrolling to a field error finds it. */
  id?: string;
  /** What the image is, lower case: 'photo', 'logo'. */
  noun: string;
  /** Told when an upload starts and ends, so the form can wait for it. */
  onUploadingChange?: (uploading: boolean) => void;
}

/**
 * An image field: a preview, an Upload / Replace button opening the file picker (the file is
 * checked, then sent with `speakersClient.upload`), and Remove. A refused file or a failed upload
 * shows its reason (the server's message) under the buttons.
 */
export function ImageUpload({ value = '', onChange, id, noun, onUploadingChange }: ImageUploadProps) {
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
      setProblem(`The ${noun} could not be uploaded: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex id={id} vertical gap={8}>
      {value && <img src={value} alt={`Current ${noun}`} style={{ width: 96, height: 96, objectFit: 'contain', borderRadius: 8, border: '1px solid #f0f0f0' }} />}
      <Flex gap={8} align="center" wrap>
        <Button loading={uploading} onClick={() => input.current?.click()}>
          {value ? `Replace ${noun}` : `Upload ${noun}`}
        </Button>
        {value && (
          <Button
            disabled={uploading}
            onClick={() => {
              setProblem(null);
              onChange?.('');
            }}
          >
            Remove {noun}
          </Button>
        )}
        <Typography.Text type="secondary">{IMAGE_HINT}</Typography.Text>
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
