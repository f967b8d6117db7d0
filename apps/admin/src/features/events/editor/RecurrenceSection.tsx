import { Alert, Form, Switch } from 'antd';
import { Link } from 'react-router-dom';
import { parseDate } from './dateTime';
import { RecurrenceFields } from './RecurrenceFields';
import { editorPath, type SectionProps } from './sections';
import { SectionForm } from './SectionForm';

/** The rule form of a standalone or parent event. */
function RecurrenceForm({ event }: SectionProps) {
  const enabled = Form.useWatch('recurring_enabled', Form.useFormInstance()) === true;
  const turningOff = event.recurring_enabled === 'yes' && !enabled;
  return (
    <SectionForm title="Recurrence" intro="Repeat this event on a schedule. Each occurrence is created as its own event that follows this one.">
      <Form.Item name="recurring_enabled" label="Recurring event" valuePropName="checked">
        <Switch checkedChildren="Yes" unCheckedChildren="No" />
      </Form.Item>
      {enabled && <RecurrenceFields startDate={parseDate(event.start_date)} />}
      {turningOff && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="Saving with recurrence off removes the upcoming occurrences that have no sales."
        />
      )}
    </SectionForm>
  );
}

/**
 * Section "Recurrence": the rule of a standalone or parent event; an occurrence (a child) only
 * points to its parent, where the series is edited.
 */
export function RecurrenceSection({ event }: SectionProps) {
  if (event.parent !== 0) {
    return (
      <Alert
        type="info"
        showIcon
        title="This event is an occurrence of a recurring event"
        description={
          <>
            Its recurrence belongs to its parent event.{' '}
            <Link to={editorPath(event.parent, 'recurrence')}>Edit the recurrence of the parent event</Link>
          </>
        }
      />
    );
  }
  return <RecurrenceForm event={event} />;
}
