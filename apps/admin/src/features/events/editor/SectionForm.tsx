import { useId, type ReactNode } from 'react';
import { Button, Flex, Form, Typography } from 'antd';
import { FailureAlert } from '../../../shared/FailureAlert';
import type { SectionSave } from './useSectionSave';

/** What {@link SectionForm} needs of a section's save state: a {@link SectionSave}, or the state of a section that saves elsewhere than the event (RSVP). */
export type SectionFormState<V> = Pick<SectionSave<V>, 'form' | 'initialValues' | 'saving' | 'failure' | 'onFinish'>;

interface SectionFormProps<V> {
  title: string;
  /** Text under the title. */
  intro?: ReactNode;
  state: SectionFormState<V>;
  children: ReactNode;
  /** Buttons shown next to Save. */
  actions?: ReactNode;
}

/**
 * The frame of an editor section: a heading, a vertical antd form bound to {@link SectionFormState},
 * an error summary for problems the fields cannot show, and the section's own Save button
 * (disabled while saving).
 */
export function SectionForm<V extends object>({ title, intro, state, children, actions }: SectionFormProps<V>) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography.Title level={4} id={headingId} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      {intro && <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>}
      <Form<V> form={state.form} layout="vertical" initialValues={state.initialValues} onFinish={state.onFinish} scrollToFirstError>
        {children}
        {state.failure && <FailureAlert failure={state.failure} />}
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={state.saving} disabled={state.saving}>
            Save
          </Button>
          {actions}
        </Flex>
      </Form>
    </section>
  );
}
