import { useState } from 'react';
import { App, Form, type FormInstance } from 'antd';
import type { EventItem, EventPatch } from '@eventory/core';
import { useUpdateEvent } from '../queries';
import { handleSaveError, type SaveFailure } from '../../../shared/saveError';

/** Everything a section form needs: the form, its first values, the submit handler and the save state. */
export interface SectionSave<V> {
  form: FormInstance<V>;
  initialValues: V;
  saving: boolean;
  failure: SaveFailure | null;
  /** Submit handler of the form: PUTs the section's patch, built from every stored value (hidden fields too). */
  onFinish: () => Promise<void>;
  /** PUTs a patch built outside the form (e.g. removing the location). */
  save: (patch: EventPatch) => Promise<void>;
}

interface SectionSaveOptions<V> {
  event: EventItem;
  /** The form's field names, dotted, `*` for list indexes: server errors on them show on the field. */
  fields: readonly string[];
  /** Form values of an event; used at mount and again with the saved event. */
  toValues: (event: EventItem) => V;
  /** The PUT body of the section: only its own fields. */
  toPatch: (values: V) => EventPatch;
}

/**
 * Saving one editor section: PUTs only the section's fields, shows 'Event saved' or the server's
 * message, puts field errors on the fields, and refreshes the form from the saved event (so new
 * ticket slugs and defaults filled in by the server show).
 */
export function useSectionSave<V>({ event, fields, toValues, toPatch }: SectionSaveOptions<V>): SectionSave<V> {
  const [form] = Form.useForm<V>();
  const [initialValues] = useState(() => toValues(event));
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const { message } = App.useApp();
  const update = useUpdateEvent();

  const save = async (patch: EventPatch) => {
    setFailure(null);
    try {
      const saved = await update.mutateAsync({ id: event.id, body: patch });
      form.setFieldsValue(toValues(saved));
      message.success('Event saved');
    } catch (error) {
      const outcome = handleSaveError(form, error, fields, 'The event could not be saved.');
      message.error(outcome.message);
      setFailure(outcome.failure);
    }
  };

  return { form, initialValues, saving: update.isPending, failure, onFinish: () => save(toPatch(form.getFieldsValue(true) as V)), save };
}
