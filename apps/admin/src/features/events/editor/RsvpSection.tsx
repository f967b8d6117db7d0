import { i18n } from '@lingui/core';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, App, Flex, Form, InputNumber, Spin, Switch, Typography, type FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import { MAX_RSVP_LIMIT, MAX_RSVP_PARTY, type EventItem, type RsvpSettings } from '@eventory/core';
import { useSettings } from '../../../app/useSettings';
import { LoadError } from '../../../shared/LoadError';
import { atLeast, atMost, wholeNumber, warnAtZero } from '../../../shared/numberRules';
import { handleSaveError, type SaveFailure } from '../../../shared/saveError';
import { useRsvpSettings, useSaveRsvpSettings } from '../../rsvp/queries';
import { RSVP_SETTINGS_FIELDS, deadlineAfterEnd, settingsToValues, valuesToSettings, type RsvpSettingsValues } from '../../rsvp/settingsValues';
import { DateInput, TimeInput } from './pickers';
import { editorPath, type SectionProps } from './sections';
import { SectionFrame } from './SectionForm';
import { useDraft } from './useEventDraft';

/** A fixed width so an error message wraps instead of moving the next field. */
const FIELD_STYLE = { width: 200 };

const deadlineDateRule: FormRule = ({ getFieldValue }) => ({
  validator(_, value: Dayjs | null | undefined) {
    if (!value && getFieldValue('deadline_time')) return Promise.reject(new Error(i18n._('Give a deadline date with the time')));
    return Promise.resolve();
  },
});

/** A warning (the settings still save) while the deadline is after the event's end. */
const deadlineAfterEndRule =
  (event: EventItem): FormRule =>
  ({ getFieldValue }) => ({
    warningOnly: true,
    validator(_, value: Dayjs | null | undefined) {
      if (!deadlineAfterEnd({ deadline_date: value ?? null, deadline_time: getFieldValue('deadline_time') as Dayjs | null }, event)) return Promise.resolve();
      return Promise.reject(new Error(i18n._('This is after the event ends: answers would be taken for a past event')));
    },
  });

/** True when the form's values save differently from the stored settings. */
const differs = (values: RsvpSettingsValues | undefined, stored: RsvpSettings) =>
  values !== undefined && JSON.stringify(valuesToSettings(values)) !== JSON.stringify(valuesToSettings(settingsToValues(stored)));

/**
 * The form state of the RSVP settings: saving PUTs them and refreshes the form from the answer;
 * whether they differ from the stored ones is told to the editor, which asks before leaving. Its
 * Save also saves the event's other changed sections, and the event's Save calls this one (one
 * Save for every edit, whichever section it is pressed in).
 */
function useRsvpSettingsSave(event: EventItem, stored: RsvpSettings) {
  const [form] = Form.useForm<RsvpSettingsValues>();
  const [initialValues] = useState(() => settingsToValues(stored));
  const [saved, setSaved] = useState(stored);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const { setRsvpChanged, registerRsvpSave, saveEventChanges } = useDraft();
  const navigate = useNavigate();
  // Refused by its own rules while another section was shown: show this one, with its messages.
  const showRsvp = () => navigate(editorPath(event.id, 'rsvp'));
  const changed = Form.useWatch((values: RsvpSettingsValues) => differs(values, saved), { form, preserve: true }) ?? false;
  useEffect(() => setRsvpChanged(changed), [changed, setRsvpChanged]);
  const { message } = App.useApp();
  const save = useSaveRsvpSettings(event.id);

  const saveSettings = async () => {
    setFailure(null);
    try {
      const answer = await save.mutateAsync(valuesToSettings(form.getFieldsValue(true) as RsvpSettingsValues));
      setSaved(answer);
      form.setFieldsValue(settingsToValues(answer));
      message.success(i18n._('RSVP settings saved'));
    } catch (error) {
      const outcome = handleSaveError(form, error, RSVP_SETTINGS_FIELDS, i18n._('The RSVP settings could not be saved.'));
      // Said once: in the alert above Save when there is one, else in a toast.
      setFailure(outcome.failure);
      if (!outcome.failure) message.error(outcome.message);
    }
  };

  useEffect(() => {
    registerRsvpSave(async () => {
      try {
        await form.validateFields();
      } catch {
        showRsvp();
        return;
      }
      await saveSettings();
    });
    return () => registerRsvpSave(null);
  });

  const onFinish = async () => {
    await saveSettings();
    await saveEventChanges();
  };

  return { form, initialValues, saving: save.isPending, failure, onFinish };
}

/** The note shown while the global RSVP module is off: the settings are kept but no form is shown. */
function ModuleOffNote() {
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title={i18n._('The RSVP module is off in Settings')}
      description={
        <>
          {i18n._('Visitors see no RSVP form until it is turned on in Settings. You can still prepare these settings.')} <Link to="/settings">{i18n._('Open Settings')}</Link>
        </>
      }
    />
  );
}

/** The form, once the stored settings are known. */
function RsvpSettingsForm({ event, stored }: { event: EventItem; stored: RsvpSettings }) {
  const state = useRsvpSettingsSave(event, stored);
  const moduleOff = useSettings().modules.rsvp === 'off';
  return (
    <Form<RsvpSettingsValues> form={state.form} layout="vertical" initialValues={state.initialValues} onFinish={state.onFinish}>
      <SectionFrame title={i18n._('RSVP')} intro={i18n._('Let visitors answer going, not going or maybe on the event page.')} saving={state.saving} failure={state.failure}>
        {moduleOff && <ModuleOffNote />}
        <Form.Item name="enabled" label={i18n._('Take RSVPs')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Flex gap={16} wrap>
          <Form.Item
            name="limit"
            label={i18n._('Limit')}
            style={FIELD_STYLE}
            extra={i18n._('People who may answer going. Empty: unlimited.')}
            rules={[
              atLeast(0, i18n._('The limit cannot be negative: leave it empty for no limit')),
              wholeNumber(i18n._('Use a whole number')),
              atMost(MAX_RSVP_LIMIT, i18n._('The limit is at most {maximum}', { maximum: i18n.number(MAX_RSVP_LIMIT) })),
              warnAtZero(i18n._('No one can answer going while the limit is 0')),
            ]}
          >
            <InputNumber placeholder={i18n._('Unlimited')} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="guests_per_response"
            label={i18n._('Guests per response')}
            style={FIELD_STYLE}
            extra={i18n._('Most people one response may count, the respondent included.')}
            rules={[
              { required: true, message: i18n._('Allow at least 1 attendee per response') },
              atLeast(1, i18n._('Allow at least 1 attendee per response')),
              wholeNumber(i18n._('Use a whole number')),
              atMost(MAX_RSVP_PARTY, i18n._('Allow at most {maximum} attendees per response', { maximum: i18n.number(MAX_RSVP_PARTY) })),
            ]}
          >
            <InputNumber style={{ width: '100%' }} />
          </Form.Item>
        </Flex>
        <Flex gap={16} wrap>
          <Form.Item name="deadline_date" label={i18n._('Deadline date')} style={FIELD_STYLE} dependencies={['deadline_time']} rules={[deadlineDateRule, deadlineAfterEndRule(event)]}>
            <DateInput />
          </Form.Item>
          <Form.Item name="deadline_time" label={i18n._('Deadline time')} style={FIELD_STYLE} extra={i18n._('Leave empty to close at 23:59 on the deadline date')}>
            <TimeInput />
          </Form.Item>
        </Flex>
        <Typography.Paragraph type="secondary">{i18n._("The deadline is a date and 24-hour time in the event's timezone ({timezone}). Leave it empty for no deadline.", { timezone: event.timezone })}</Typography.Paragraph>
      </SectionFrame>
    </Form>
  );
}

/**
 * Section "RSVP" of the event editor (issue #4): whether the event takes RSVPs, the limit of people
 * going (empty = unlimited, -1 on the wire), guests per response and the deadline, a local date and
 * time in the event's timezone (`GET/PUT /event/{id}/rsvp`). Says when the global module is off.
 */
export function RsvpSection({ event }: SectionProps) {
  const { data, error, refetch } = useRsvpSettings(event.id);
  if (!data) {
    if (error) return <LoadError what="RSVP settings" error={error} onRetry={refetch} />;
    return (
      <Flex justify="center" style={{ padding: 24 }} role="status">
        <Spin description={i18n._('Loading RSVP settings…')} />
      </Flex>
    );
  }
  return <RsvpSettingsForm event={event} stored={data} />;
}
