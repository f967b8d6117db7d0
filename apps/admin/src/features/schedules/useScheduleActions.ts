import { App } from 'antd';
import type { Schedule } from '@eventory/core';
import { useConfirmDelete } from '../../shared/useConfirmDelete';
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
  const { message, modal } = App.useApp();
  const confirmDelete = useConfirmDelete();
  const removeMutation = useDeleteSchedules();
  const cloneMutation = useCloneSchedule();

  const clone = (schedule: Schedule) =>
    modal.confirm({
      title: 'Are you sure you want to clone this schedule?',
      content: schedule.program_title,
      okText: 'Clone',
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          await cloneMutation.mutateAsync(schedule.id);
          message.success(CLONED);
        } catch {
          message.error(CLONE_FAILED);
        }
      },
    });

  const remove = (ids: number[], title?: string) =>
    confirmDelete({
      title: ids.length === 1 ? 'Are you sure you want to delete this schedule?' : `Are you sure you want to delete these ${ids.length} schedules?`,
      content: title ?? 'Events that show them lose the link.',
      remove: () => removeMutation.mutateAsync(ids),
      success: DELETED,
      failure: DELETE_FAILED,
      onDeleted: () => onDeleted(ids),
    });

  return { clone, remove };
}
