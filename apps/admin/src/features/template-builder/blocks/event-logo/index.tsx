import { DynamicPreview } from '../shared/DynamicPreview';
import { saveNothing, type TemplateBlockDefinition } from '../shared/registerTemplateBlock';

/** The event's logo image. */
export const eventLogo: TemplateBlockDefinition = {
  name: 'eventin-pro/event-logo',
  edit: ({ attributes: a }) => (
    <DynamicPreview name="eventin-pro/event-logo">
      {a.url ? <img src={String(a.url)} alt={String(a.alt ?? '')} style={{ width: String(a.width || '120px') }} /> : <div className="etn-logo-sample" style={{ width: String(a.width || '120px') }}>LOGO</div>}
    </DynamicPreview>
  ),
  save: saveNothing,
};
