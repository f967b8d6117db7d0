import { DynamicPreview, sample } from '../shared/DynamicPreview';
import { saveNothing, type TemplateBlockDefinition } from '../shared/registerTemplateBlock';

/** A wide image at the top of the page (the event's banner when no image is set). */
export const eventBanner: TemplateBlockDefinition = {
  name: 'eventin-pro/event-banner',
  edit: ({ attributes: a }) => (
    <DynamicPreview name="eventin-pro/event-banner">
      <div className="etn-banner" style={{ height: String(a.height || '360px'), backgroundImage: a.url ? `url("${String(a.url)}")` : undefined }}>
        {a.showTitle !== false && <span className="etn-banner__title">{sample('event_title')}</span>}
      </div>
    </DynamicPreview>
  ),
  save: saveNothing,
};
