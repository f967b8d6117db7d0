import { DynamicPreview } from '../shared/DynamicPreview';
import { useEditorEvent } from '../shared/editorEvent';
import { saveNothing, type TemplateBlockDefinition } from '../shared/registerTemplateBlock';

/** A wide image at the top of the page (the event's banner when no image is set). */
export const eventBanner: TemplateBlockDefinition = {
  name: 'eventin-pro/event-banner',
  edit: function EventBannerEdit({ attributes: a }) {
    const { facts, live } = useEditorEvent();
    return (
      <DynamicPreview name="eventin-pro/event-banner" live={live}>
        <div className="etn-banner" style={{ height: String(a.height || '360px'), backgroundImage: a.url ? `url("${String(a.url)}")` : undefined }}>
          {a.showTitle !== false && <span className="etn-banner__title">{facts.title}</span>}
        </div>
      </DynamicPreview>
    );
  },
  save: saveNothing,
};
