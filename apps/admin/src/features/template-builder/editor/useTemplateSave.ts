import { i18n } from '@lingui/core';
import { useState, type RefObject } from 'react';
import { App } from 'antd';
import type { Block } from '@wordpress/blocks';
import { templateCssFromBlocks, type Template, type TemplateOrientation, type TemplateStatus } from '@eventory/core';
import { useUpdateTemplate } from '../queries';
import { contentFromBlocks } from './templateBlocks';
import { makeThumbnail, THUMBNAIL_WIDTH } from './thumbnail';

export interface SaveInput {
  name: string;
  orientation: TemplateOrientation;
  blocks: Block[];
}

/**
 * Saving (SPEC §4, §8, §9): Save publishes a draft first (the button then reads 'Save & Publish')
 * with a 1000-px-wide thumbnail; Draft saves as draft with a 250-px-wide one. A thumbnail that cannot
 * be made is only logged and the save goes on without it. 'Template updated successfully' /
 * "Couldn't update template".
 * @param canvasArea the element holding the canvas iframe, whose body is the editor root the thumbnail is drawn from
 */
export function useTemplateSave(template: Template, canvasArea: RefObject<HTMLElement | null>, onSaved: (saved: Template, input: SaveInput) => void) {
  // A top-centre message, as event saves elsewhere: a corner notification would cover the header's
  // Preview and Save buttons and stay while the pointer (just used to click Save) rests on it.
  const { message } = App.useApp();
  const update = useUpdateTemplate();
  const [status, setStatus] = useState<TemplateStatus>(template.status);
  const [thumbnailPending, setThumbnailPending] = useState(false);

  const save = async (mode: 'content' | 'draft', input: SaveInput) => {
    setThumbnailPending(true);
    let thumbnail: string | undefined;
    try {
      const frame = canvasArea.current?.querySelector('iframe');
      thumbnail = await makeThumbnail(frame?.contentDocument?.body, THUMBNAIL_WIDTH[mode], { fit: template.type !== 'event' });
    } catch (error) {
      console.error('Template thumbnail not made:', error);
    } finally {
      setThumbnailPending(false);
    }
    const nextStatus: TemplateStatus = mode === 'draft' ? 'draft' : 'publish';
    try {
      const saved = await update.mutateAsync({
        id: template.id,
        body: {
          name: input.name.trim() || template.name,
          orientation: input.orientation,
          status: nextStatus,
          content: contentFromBlocks(input.blocks),
          template_css: templateCssFromBlocks(input.blocks),
          ...(thumbnail ? { thumbnail } : {}),
        },
      });
      setStatus(saved.status);
      onSaved(saved, input);
      message.success(i18n._('Template updated successfully'));
      return saved;
    } catch (error) {
      const failed = i18n._("Couldn't update template");
      message.error(error instanceof Error && error.message ? `${failed}: ${error.message}` : failed);
      return null;
    }
  };

  return { save, status, saving: thumbnailPending || update.isPending };
}
