import { DynamicPreview, SectionTitle } from '../shared/DynamicPreview';
import { useEditorEvent } from '../shared/editorEvent';
import { saveNothing, type TemplateBlockDefinition } from '../shared/registerTemplateBlock';

/** Elements that end a line of a description's text. */
const LINE_ENDS = 'p, div, li, h1, h2, h3, h4, h5, h6, blockquote, pre, tr, br';

/**
 * The paragraphs of a description's HTML as plain text: read in an inert document (no script
 * runs, nothing loads) and shown as text, so an event's markup never reaches the canvas.
 */
function textParagraphs(html: string): string[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  for (const element of body.querySelectorAll(LINE_ENDS)) element.after('\n');
  return (body.textContent ?? '').split(/\s*\n\s*/).filter(Boolean);
}

/** The event's description. */
export const eventDescription: TemplateBlockDefinition = {
  name: 'eventin-pro/event-description',
  edit: function EventDescriptionEdit({ attributes }) {
    const { facts, live } = useEditorEvent();
    return (
      <DynamicPreview name="eventin-pro/event-description" live={live}>
        <SectionTitle attributes={attributes} />
        {textParagraphs(facts.description).map((text, index) => (
          <p key={index}>{text}</p>
        ))}
      </DynamicPreview>
    );
  },
  save: saveNothing,
};
