import { Form } from 'antd';
import type { EventItem } from '@eventory/core';
import { RemoteMultiSelect } from '../../../shared/RemoteMultiSelect';
import { speakerSource } from '../../schedules/optionSources';
import type { SectionProps } from './sections';
import { SectionForm } from './SectionForm';
import { useSectionSave } from './useSectionSave';

interface PeopleValues {
  speakers: number[];
  organizers: number[];
}

const FIELDS = ['speakers', 'organizers'] as const;

/** Speakers and organizers are both speaker records, told apart by their role (SPEC §3 Speaker.category). */
const SPEAKERS = speakerSource('speaker');
const ORGANIZERS = speakerSource('organizer');

const toValues = (event: EventItem): PeopleValues => ({ speakers: event.speakers, organizers: event.organizers });
const toPatch = (values: PeopleValues) => ({ speakers: values.speakers ?? [], organizers: values.organizers ?? [] });

/** Section "Speakers": the event's speakers and organizers, searched by name, in the order chosen. */
export function PeopleSection({ event }: SectionProps) {
  const state = useSectionSave({ event, fields: FIELDS, toValues, toPatch });
  return (
    <SectionForm title="Speakers" intro="The people the event page presents, in the order chosen here." state={state}>
      <Form.Item name="speakers" label="Speakers" extra="Speaker records with the Speaker role.">
        <RemoteMultiSelect source={SPEAKERS} placeholder="Search speakers by name" />
      </Form.Item>
      <Form.Item name="organizers" label="Organizers" extra="Speaker records with the Organizer role.">
        <RemoteMultiSelect source={ORGANIZERS} placeholder="Search organizers by name" />
      </Form.Item>
    </SectionForm>
  );
}
