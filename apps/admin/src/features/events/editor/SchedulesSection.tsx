import { i18n } from '@lingui/core';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Flex, Form, Typography } from 'antd';
import { MoveButtons } from '../../../shared/MoveButtons';
import { RemoteMultiSelect, useRemoteLabels } from '../../../shared/RemoteMultiSelect';
import { useSiteLocaleMemo } from '../../../shared/format';
import { scheduleSource } from '../../schedules/optionSources';
import { scheduleEditPath } from '../../schedules/paths';
import { SectionForm } from './SectionForm';

interface ScheduleChooserProps {
  id?: string;
  value?: number[];
  onChange?: (value: number[]) => void;
}

/** The event's schedules: a search to add or remove them, and their order with Move up / Move down. */
function ScheduleChooser({ id, value = [], onChange }: ScheduleChooserProps) {
  const source = useSiteLocaleMemo(scheduleSource);
  const chosen = useRemoteLabels(source, value);
  const orderId = useId();
  const move = (from: number, to: number) => {
    const next = [...value];
    const [moved] = next.splice(from, 1);
    if (moved === undefined) return;
    next.splice(to, 0, moved);
    onChange?.(next);
  };
  return (
    <Flex vertical gap={12}>
      <RemoteMultiSelect id={id} value={value} onChange={onChange} source={source} placeholder={i18n._('Search schedules by program title')} />
      {chosen.length > 0 && (
        <section aria-labelledby={orderId}>
          <Typography.Text strong id={orderId}>
            {i18n._('Order on the event page')}
          </Typography.Text>
          <ol style={{ margin: '8px 0 0', paddingInlineStart: 24 }}>
            {chosen.map((option, index) => (
              <li key={option.value} style={{ marginBottom: 4 }}>
                <Flex justify="space-between" align="center" gap={8} wrap>
                  <Link to={scheduleEditPath(option.value)}>{option.label}</Link>
                  <Flex gap={4}>
                    <MoveButtons index={index} itemLabel={option.label} count={chosen.length} onMove={move} />
                  </Flex>
                </Flex>
              </li>
            ))}
          </ol>
        </section>
      )}
    </Flex>
  );
}

/** Section "Schedules": the programs (day schedules) the event shows, in order. */
export function SchedulesSection() {
  return (
    <SectionForm title={i18n._('Schedules')} intro={i18n._('The programs shown on the event page, one per day or track, in this order.')}>
      <Form.Item name="schedules" label={i18n._('Schedules')}>
        <ScheduleChooser />
      </Form.Item>
    </SectionForm>
  );
}
