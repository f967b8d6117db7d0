import { i18n } from '@lingui/core';
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
    <SectionForm title={i18n._('Recurrence')} intro={i18n._('Repeat this event on a schedule. Each occurrence is created as its own event that follows this one.')}>
      <Form.Item name="recurring_enabled" label={i18n._('Recurring event')} valuePropName="checked">
        <Switch checkedChildren={i18n._('Yes')} unCheckedChildren={i18n._('No')} />
      </Form.Item>
      {enabled && <RecurrenceFields startDate={parseDate(event.start_date)} />}
      {turningOff && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={i18n._('Saving with recurrence off removes the upcoming occurrences that have no sales.')}
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
        title={i18n._('This event is an occurrence of a recurring event')}
        description={
          <>
            {i18n._('Its recurrence belongs to its parent event.')}{' '}
            <Link to={editorPath(event.parent, 'recurrence')}>{i18n._('Edit the recurrence of the parent event')}</Link>
          </>
        }
      />
    );
  }
  return <RecurrenceForm event={event} />;
}
