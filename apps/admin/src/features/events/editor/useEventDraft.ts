import { i18n } from '@lingui/core';
import { createContext, useContext, useState } from 'react';
import { App, Form, type FormInstance } from 'antd';
import type { EventItem, EventPatch } from '@eventory/core';
import { ApiError } from '../../../api/client';
import { splitFieldErrors } from '../../../shared/fieldErrors';
import { handleSaveError, type SaveFailure } from '../../../shared/saveError';
import { useUpdateEvent } from '../queries';
import { changedSections, EDITOR_FIELDS, editorValues, eventPatch, SECTION_VALUES, sectionOfField, type EventSectionKey } from './editorValues';

/** The editor's one form over every event section, and its save state. */
export interface EventDraft {
  form: FormInstance;
  /** The form's first values (the event as loaded). */
  initialValues: Record<string, unknown>;
  /** The sections whose values differ from the event as last loaded or saved. */
  changed: EventSectionKey[];
  saving: boolean;
  failure: SaveFailure | null;
  /** Submit handler of the form: one PUT of every changed section (nothing when none changed). */
  saveChanges: () => Promise<void>;
  /** Whether the RSVP section (a form of its own, saved to its own route) has unsaved changes. */
  rsvpChanged: boolean;
  setRsvpChanged: (changed: boolean) => void;
  /** PUTs a patch built outside the form (e.g. removing the location) and resets those sections to what was saved. */
  save: (keys: readonly EventSectionKey[], patch: EventPatch) => Promise<void>;
}

/**
 * The event editor's draft: one antd form holding every section's values, so switching sections
 * keeps what was typed; which sections changed against the event as last saved; and saving, which
 * PUTs the changed sections' fields only, shows 'Event saved' or the server's message, puts field
 * errors on their fields, and refreshes the saved sections from the answer (new ticket slugs).
 * @param showSection called with the section of the first field the server refused
 */
export function useEventDraft(event: EventItem, showSection: (key: EventSectionKey) => void): EventDraft {
  const [form] = Form.useForm();
  const [initialValues] = useState(() => editorValues(event));
  const [saved, setSaved] = useState(event);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [rsvpChanged, setRsvpChanged] = useState(false);
  const { message } = App.useApp();
  const update = useUpdateEvent();
  const changed = Form.useWatch((values: object) => changedSections(values, saved), { form, preserve: true }) ?? [];

  const save = async (keys: readonly EventSectionKey[], patch: EventPatch) => {
    setFailure(null);
    try {
      const answer = await update.mutateAsync({ id: event.id, body: patch });
      setSaved(answer);
      form.setFieldsValue(Object.assign({}, ...keys.map((key) => SECTION_VALUES[key].toValues(answer))));
      message.success(i18n._('Event saved'));
    } catch (error) {
      const outcome = handleSaveError(form, error, EDITOR_FIELDS, i18n._('The event could not be saved.'));
      // Said once: in the alert above Save when there is one, else in a toast.
      setFailure(outcome.failure);
      if (!outcome.failure) message.error(outcome.message);
      const [first] = splitFieldErrors(error instanceof ApiError ? (error.errors ?? {}) : {}, EDITOR_FIELDS).marked;
      const section = first && sectionOfField(first.name);
      if (section) showSection(section);
    }
  };

  const saveChanges = async () => {
    if (changed.length === 0) {
      message.info(i18n._('No changes to save'));
      return;
    }
    await save(changed, eventPatch(form.getFieldsValue(true), changed));
  };

  return { form, initialValues, changed, saving: update.isPending, failure, saveChanges, save, rsvpChanged, setRsvpChanged };
}

/** The draft of the editor a section is rendered in. */
export const EventDraftContext = createContext<EventDraft | null>(null);

/** The draft of the surrounding editor (see {@link useEventDraft}). */
export function useDraft(): EventDraft {
  const draft = useContext(EventDraftContext);
  if (!draft) throw new Error('useDraft is used outside the event editor');
  return draft;
}
