import { i18n } from '@lingui/core';
import type { ChangeEvent } from 'react';
import { useBlockProps } from '@wordpress/block-editor';
import { Placeholder } from '@wordpress/components';
import { image as icon } from '@wordpress/icons';
import type { TemplateBlockDefinition } from '../shared/registerTemplateBlock';

/** Largest image kept inline in a template, bytes (the template's content is capped at 2 MB). */
const MAX_IMAGE_BYTES = 400_000;

const imageStyle = (a: Record<string, unknown>) => ({ width: String(a.width || '120px'), height: String(a.height || 'auto') });

/** Reads a chosen file as a data URL (the template stays one self-contained document). */
function readImage(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    if (file.size > MAX_IMAGE_BYTES) return reject(new Error(i18n._('Choose an image under 400 kB.')));
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error(i18n._('The image could not be read.')));
    reader.readAsDataURL(file);
  });
}

/** An uploaded image (logo, signature, badge), stored inline as a data URL. */
export const customImage: TemplateBlockDefinition = {
  name: 'eventin-pro/custom-image',
  edit: function CustomImageEdit({ attributes, setAttributes }) {
    const blockProps = useBlockProps({ className: 'etn-custom-image', style: { textAlign: String(attributes.align || 'center') } });
    const onFile = (event: ChangeEvent<HTMLInputElement>) => {
      const file = event.target.files?.[0];
      if (file) readImage(file).then((url) => setAttributes({ url }), (error: Error) => window.alert(error.message));
    };
    const upload = (
      <label className="etn-custom-image__upload">
        {attributes.url ? i18n._('Replace image') : i18n._('Upload image')}
        <input type="file" accept="image/png,image/jpeg,image/gif,image/webp,image/svg+xml" onChange={onFile} />
      </label>
    );
    if (!attributes.url) {
      return (
        <div {...blockProps}>
          <Placeholder icon={icon} label={i18n._('Custom Image')} instructions={i18n._('Upload a logo, signature or badge (PNG, JPEG, GIF, WebP or SVG, under 400 kB).')}>
            {upload}
          </Placeholder>
        </div>
      );
    }
    return (
      <div {...blockProps}>
        <img src={String(attributes.url)} alt={String(attributes.alt ?? '')} style={imageStyle(attributes)} />
        {upload}
      </div>
    );
  },
  save: ({ attributes }) =>
    attributes.url ? (
      <div {...useBlockProps.save({ className: 'etn-custom-image', style: { textAlign: String(attributes.align || 'center') } })}>
        <img src={String(attributes.url)} alt={String(attributes.alt ?? '')} style={imageStyle(attributes)} />
      </div>
    ) : null,
};
