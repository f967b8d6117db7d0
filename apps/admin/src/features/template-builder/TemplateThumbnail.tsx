import { i18n } from '@lingui/core';
import { Typography } from 'antd';

/**
 * A template's thumbnail (a JPEG data URL or a link), shown at the paper's 842:595 ratio; a
 * template without one yet shows its name instead of a broken image.
 */
export function TemplateThumbnail({ src, name }: { src: string; name: string }) {
  if (!src) {
    return (
      <div className="eventory-template-thumb eventory-template-thumb-empty">
        <Typography.Text type="secondary">{i18n._('No preview yet')}</Typography.Text>
      </div>
    );
  }
  return <img className="eventory-template-thumb" src={src} alt={i18n._('Thumbnail of {name}', { name })} loading="lazy" />;
}
