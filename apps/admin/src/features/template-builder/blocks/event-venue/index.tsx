import { DynamicPreview, SectionTitle, sample } from '../shared/DynamicPreview';
import { saveNothing, type TemplateBlockDefinition } from '../shared/registerTemplateBlock';

/** Where the event takes place (address or online link). */
export const eventVenue: TemplateBlockDefinition = {
  name: 'eventin-pro/event-venue',
  edit: ({ attributes }) => (
    <DynamicPreview name="eventin-pro/event-venue">
      <SectionTitle attributes={attributes} />
      <p>{sample('event_location')}</p>
      {Boolean(attributes.showMap) && <div className="etn-map-sample">Map</div>}
    </DynamicPreview>
  ),
  save: saveNothing,
};
