import { i18n } from '@lingui/core';
import type { Schedule } from '@eventory/core';
import { DELETE_BUTTON } from '../../shared/confirmedAction';
import { useConfirmedAction } from '../../shared/useConfirmedAction';
import { useCloneSchedule, useDeleteSchedules } from './queries';

/**
 * The schedule list's actions, each behind a confirmation and announced with the SPEC §8
 * messages: `clone` one schedule, `remove` one or several. The mutations refresh the lists;
 * `onDeleted` gets the ids that are gone.
 */
export function useScheduleActions(onDeleted: (ids: number[]) => void) {
  const confirm = useConfirmedAction();
  const removeMutation = useDeleteSchedules();
  const cloneMutation = useCloneSchedule();

  const clone = (schedule: Schedule) =>
    confirm({
      title: i18n._('Are you sure you want to clone this schedule?'),
      content: schedule.program_title,
      okText: i18n._('Clone'),
      run: () => cloneMutation.mutateAsync(schedule.id),
      // SPEC §8 messages of the schedule list.
      success: i18n._('Successfully cloned the schedule!'),
      failure: i18n._('Failed to clone the schedule!'),
    });

  const remove = (ids: number[], title?: string) =>
    confirm({
      ...DELETE_BUTTON,
      title: ids.length === 1 ? i18n._('Are you sure you want to delete this schedule?') : i18n._('Are you sure you want to delete these {count} schedules?', { count: ids.length }),
      content: title ?? i18n._('Events that show them lose the link.'),
      run: () => removeMutation.mutateAsync(ids),
      success: i18n._('Successfully deleted the schedule!'),
      failure: i18n._('Failed to delete the schedule!'),
      onDone: () => onDeleted(ids),
    });

  return { clone, remove };
}
