import type { Schedule } from '@eventory/core';
import { DELETE_BUTTON } from '../../shared/confirmedAction';
import { useConfirmedAction } from '../../shared/useConfirmedAction';
import { useCloneSchedule, useDeleteSchedules } from './queries';

/** SPEC §8 messages of the schedule list. */
const DELETED = 'Successfully deleted the schedule!';
const DELETE_FAILED = 'Failed to delete the schedule!';
const CLONED = 'Successfully cloned the schedule!';
const CLONE_FAILED = 'Failed to clone the schedule!';

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
      title: 'Are you sure you want to clone this schedule?',
      content: schedule.program_title,
      okText: 'Clone',
      run: () => cloneMutation.mutateAsync(schedule.id),
      success: CLONED,
      failure: CLONE_FAILED,
    });

  const remove = (ids: number[], title?: string) =>
    confirm({
      ...DELETE_BUTTON,
      title: ids.length === 1 ? 'Are you sure you want to delete this schedule?' : `Are you sure you want to delete these ${ids.length} schedules?`,
      content: title ?? 'Events that show them lose the link.',
      run: () => removeMutation.mutateAsync(ids),
      success: DELETED,
      failure: DELETE_FAILED,
      onDone: () => onDeleted(ids),
    });

  return { clone, remove };
}
