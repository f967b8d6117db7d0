import { i18n } from '@lingui/core';
import { Alert, Form, Switch } from 'antd';
import { Link } from 'react-router-dom';
import { MAX_OCCURRENCES, type EventItem } from '@eventory/core';
import { useDateFormat } from '../../../shared/format';
import { useLastOccurrence } from '../queries';
import { parseDate } from './dateTime';
import { RecurrenceFields } from './RecurrenceFields';
import { editorPath, type SectionProps } from './sections';
import { SectionForm } from './SectionForm';

/**
 * A series holds at most MAX_OCCURRENCES dates, counted from its first: one imported with years of
 * history (a weekly meeting since 2017) ends months ahead, not one year ahead as its rule says.
 * Says so, with its last date, where the rule is edited.
 */
function SeriesCapNotice({ event }: { event: EventItem }) {
  const full = (event.occurrence_count ?? 0) >= MAX_OCCURRENCES;
  const last = useLastOccurrence(event.id, full).data;
  const formatDate = useDateFormat();
  if (!full) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={i18n._('This series holds {maximum} dates, the most one series may hold, so no later dates are created.', { maximum: MAX_OCCURRENCES })}
      description={
        last
          ? i18n._('Its last date is {date}. To go on after it, create a new recurring event that starts later.', { date: formatDate(last.start_at, last.timezone) })
          : undefined
      }
    />
  );
}

/** The rule form of a standalone or parent event. */
function RecurrenceForm({ event }: SectionProps) {
  const enabled = Form.useWatch('recurring_enabled', Form.useFormInstance()) === true;
  const turningOff = event.recurring_enabled === 'yes' && !enabled;
  return (
    <SectionForm title={i18n._('Recurrence')} intro={i18n._('Repeat this event on a schedule. Each occurrence is created as its own event that follows this one.')}>
      <Form.Item name="recurring_enabled" label={i18n._('Recurring event')} valuePropName="checked">
        <Switch checkedChildren={i18n._('Yes')} unCheckedChildren={i18n._('No')} />
      </Form.Item>
      <SeriesCapNotice event={event} />
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
