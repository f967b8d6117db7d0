import { i18n } from '@lingui/core';
import { useId, type ReactNode } from 'react';
import { Flex, Typography } from 'antd';
import { FailureAlert } from '../../../shared/FailureAlert';
import type { SaveFailure } from '../../../shared/saveError';
import { useDraft } from './useEventDraft';
import { SubmitButton } from '../../../shared/SubmitButton';

interface SectionFrameProps {
  title: string;
  /** Text under the title. */
  intro?: ReactNode;
  saving: boolean;
  failure: SaveFailure | null;
  children: ReactNode;
  /** Buttons shown next to Save. */
  actions?: ReactNode;
}

/**
 * The frame of an editor section inside a form: a heading, the fields, an error summary for
 * problems the fields cannot show, and the Save (submit) button, busy while saving.
 */
export function SectionFrame({ title, intro, saving, failure, children, actions }: SectionFrameProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography.Title level={2} id={headingId} style={{ marginTop: 0, fontSize: 20 }}>
        {title}
      </Typography.Title>
      {intro && <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>}
      {children}
      {failure && <FailureAlert failure={failure} />}
      <Flex gap={8} wrap>
        <SubmitButton pending={saving}>
          {i18n._('Save')}
        </SubmitButton>
        {actions}
      </Flex>
    </section>
  );
}

/**
 * An event section: its fields in the editor's one form (see useEventDraft), whose Save PUTs every
 * section changed so far, not only this one.
 */
export function SectionForm(props: Omit<SectionFrameProps, 'saving' | 'failure'>) {
  const draft = useDraft();
  return <SectionFrame {...props} saving={draft.saving} failure={draft.failure} />;
}
