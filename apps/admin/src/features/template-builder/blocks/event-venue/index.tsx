import { DynamicPreview, SectionTitle } from '../shared/DynamicPreview';
import { useEditorEvent } from '../shared/editorEvent';
import { saveNothing, type TemplateBlockDefinition } from '../shared/registerTemplateBlock';

/** Where the event takes place (address or online link). */
export const eventVenue: TemplateBlockDefinition = {
  name: 'eventin-pro/event-venue',
  edit: function EventVenueEdit({ attributes }) {
    const { facts, live } = useEditorEvent();
    return (
      <DynamicPreview name="eventin-pro/event-venue" live={live}>
        <SectionTitle attributes={attributes} />
        <p>{facts.location}</p>
        {Boolean(attributes.showMap) && <div className="etn-map-sample">Map</div>}
      </DynamicPreview>
    );
  },
  save: saveNothing,
};
