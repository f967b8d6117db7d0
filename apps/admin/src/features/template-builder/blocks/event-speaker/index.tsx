import { DynamicPreview, SampleCards, SectionTitle } from '../shared/DynamicPreview';
import { saveNothing, type TemplateBlockDefinition } from '../shared/registerTemplateBlock';

/** The event's speakers. */
export const eventSpeaker: TemplateBlockDefinition = {
  name: 'eventin-pro/event-speaker',
  edit: ({ attributes: a }) => (
    <DynamicPreview name="eventin-pro/event-speaker">
      <SectionTitle attributes={a} />
      <SampleCards
        columns={Number(a.columns) || 3}
        items={[
          ['Amara Okafor', a.showDesignation === false ? '' : 'Head of Design, Northwind'],
          ['Lucas Meyer', a.showDesignation === false ? '' : 'Researcher, Fabrikam'],
          ['Sofia Duarte', a.showDesignation === false ? '' : 'Design Lead, Contoso'],
        ]}
      />
    </DynamicPreview>
  ),
  save: saveNothing,
};
