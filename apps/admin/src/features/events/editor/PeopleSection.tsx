import { i18n } from '@lingui/core';
import { Form } from 'antd';
import { RemoteMultiSelect } from '../../../shared/RemoteMultiSelect';
import { speakerSource } from '../../schedules/optionSources';
import { SectionForm } from './SectionForm';

/** Speakers and organizers are both speaker records, told apart by their role (SPEC §3 Speaker.category). */
const SPEAKERS = speakerSource('speaker');
const ORGANIZERS = speakerSource('organizer');

/** Section "Speakers": the event's speakers and organizers, searched by name, in the order chosen. */
export function PeopleSection() {
  return (
    <SectionForm title={i18n._('Speakers')} intro={i18n._('The people the event page presents, in the order chosen here.')}>
      <Form.Item name="speakers" label={i18n._('Speakers')} extra={i18n._('Speaker records with the Speaker role.')}>
        <RemoteMultiSelect source={SPEAKERS} placeholder={i18n._('Search speakers by name')} />
      </Form.Item>
      <Form.Item name="organizers" label={i18n._('Organizers')} extra={i18n._('Speaker records with the Organizer role.')}>
        <RemoteMultiSelect source={ORGANIZERS} placeholder={i18n._('Search organizers by name')} />
      </Form.Item>
    </SectionForm>
  );
}
