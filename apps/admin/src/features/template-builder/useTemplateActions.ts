import { App } from 'antd';
import { ApiError } from '../../api/client';
import type { TemplateListItem } from '@eventory/core';
import { DELETE_BUTTON } from '../../shared/confirmedAction';
import { useConfirmedAction } from '../../shared/useConfirmedAction';
import { useCloneTemplate, useDeleteTemplates } from './queries';

/** Messages of the template list, worded as SPEC §8's event and schedule ones. */
const DELETED = 'Successfully deleted the template!';
const DELETE_FAILED = 'Failed to delete the template!';
const CLONED = 'Successfully cloned the template!';
const CLONE_FAILED = 'Failed to clone the template!';

/** A refused delete's reason: a 409 names the events that use the template; other failures get the plain message. */
function deleteFailure(error: unknown): string {
  return error instanceof ApiError && error.status === 409 ? error.message : DELETE_FAILED;
}

/**
 * The template list's actions: `clone` one template (announced), `remove` one behind a
 * confirmation. The mutations refresh the lists; `onDeleted` runs after a delete.
 */
export function useTemplateActions(onDeleted: () => void) {
  const { message } = App.useApp();
  const confirmDelete = useConfirmedAction();
  const removeMutation = useDeleteTemplates();
  const cloneMutation = useCloneTemplate();

  const clone = async (template: TemplateListItem) => {
    try {
      await cloneMutation.mutateAsync(template.id);
      message.success(CLONED);
    } catch {
      message.error(CLONE_FAILED);
    }
  };

  const remove = (template: TemplateListItem) =>
    confirmDelete({
      ...DELETE_BUTTON,
      title: 'Are you sure you want to delete this template?',
      content: template.name,
      run: () => removeMutation.mutateAsync([template.id]),
      success: DELETED,
      failure: deleteFailure,
      onDone: onDeleted,
    });

  return { clone, remove, cloning: cloneMutation.isPending ? cloneMutation.variables : undefined };
}
