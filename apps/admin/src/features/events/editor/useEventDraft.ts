import { i18n } from '@lingui/core';
import { createContext, useContext, useRef, useState } from 'react';
import { App, Form, type FormInstance } from 'antd';
import type { EventItem, EventPatch } from '@eventory/core';
import { ApiError } from '../../../api/client';
import { splitFieldErrors } from '../../../shared/fieldErrors';
import { handleSaveError, type SaveFailure } from '../../../shared/saveError';
import { useUpdateEvent } from '../queries';
import { changedSections, EDITOR_FIELDS, editorValues, eventPatch, SECTION_VALUES, sectionOfField, type EventSectionKey } from './editorValues';
import type { SectionKey } from './sections';

/** The RSVP section's save: validates its form (showing its section when that fails) and PUTs its settings. */
export type RsvpSave = () => Promise<void>;

/** The editor's one form over every event section, and its save state. */
export interface EventDraft {
  form: FormInstance;
  /** The form's first values (the event as loaded). */
  initialValues: Record<string, unknown>;
  /** The sections whose values differ from the event as last loaded or saved. */
  changed: EventSectionKey[];
  saving: boolean;
  failure: SaveFailure | null;
  /**
   * Submit handler of the form: one PUT of every changed event section, then the RSVP settings when
   * they changed too, so any section's Save saves every edit ('No changes to save' when none).
   */
  saveChanges: () => Promise<void>;
  /** One PUT of the changed event sections only (nothing when none changed): what the RSVP section's Save adds to its own. */
  saveEventChanges: () => Promise<void>;
  /** Whether the RSVP section (a form of its own, saved to its own route) has unsaved changes. */
  rsvpChanged: boolean;
  setRsvpChanged: (changed: boolean) => void;
  /** The RSVP section gives its save while it is mounted (null when it goes), for the event's Save to call. */
  registerRsvpSave: (save: RsvpSave | null) => void;
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
export function useEventDraft(event: EventItem, showSection: (key: SectionKey) => void): EventDraft {
  const [form] = Form.useForm();
  const [initialValues] = useState(() => editorValues(event));
  const [saved, setSaved] = useState(event);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [rsvpChanged, setRsvpChanged] = useState(false);
  const rsvpSave = useRef<RsvpSave | null>(null);
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

  const saveEventChanges = async () => {
    if (changed.length > 0) await save(changed, eventPatch(form.getFieldsValue(true), changed));
  };

  const saveChanges = async () => {
    const saveRsvp = rsvpChanged ? rsvpSave.current : null;
    if (changed.length === 0 && !saveRsvp) {
      message.info(i18n._('No changes to save'));
      return;
    }
    await saveEventChanges();
    await saveRsvp?.();
  };

  const registerRsvpSave = (next: RsvpSave | null) => {
    rsvpSave.current = next;
  };

  return { form, initialValues, changed, saving: update.isPending, failure, saveChanges, saveEventChanges, save, rsvpChanged, setRsvpChanged, registerRsvpSave };
}

/** The draft of the editor a section is rendered in. */
export const EventDraftContext = createContext<EventDraft | null>(null);

/** The draft of the surrounding editor (see {@link useEventDraft}). */
export function useDraft(): EventDraft {
  const draft = useContext(EventDraftContext);
  if (!draft) throw new Error('useDraft is used outside the event editor');
  return draft;
}
