import { i18n } from '@lingui/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { App, Button, Empty, Flex, Spin, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { templateLibraryClient } from '../../../api/templateLibrary';
import type { LibraryTemplate, TemplateType } from '@eventory/core';
import { PreviewFrameModal } from '../PreviewFrameModal';
import { useCreateTemplate, useTemplateLibrary } from '../queries';
import { templateBuilderPath } from '../templateTabs';
import { LibraryCard } from './LibraryCard';

/** The body of a copy of a library design: a draft of its name, type, paper, markup and thumbnail. */
function copyOf(design: LibraryTemplate) {
  return {
    name: design.name,
    type: design.type,
    orientation: design.orientation,
    content: design.content,
    status: 'draft' as const,
    thumbnail: design.thumbnail,
    remote_template_id: design.id,
  };
}

/**
 * One chooser tab: the 'Create your own' card (a blank template of the tab's type) and the library's
 * designs of that type with 'Use this template' (a copy, then its builder) and 'Preview now' (the
 * preview modal). An unreachable library shows an empty state with the reason and a Retry.
 */
export function LibraryGrid({ type }: { type: TemplateType }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const library = useTemplateLibrary(type);
  const create = useCreateTemplate();
  const [using, setUsing] = useState<string | null>(null);
  const [preview, setPreview] = useState<LibraryTemplate | null>(null);

  const createOwn = async () => {
    setUsing('blank');
    try {
      const { id } = await create.mutateAsync({ type });
      navigate(templateBuilderPath(id));
    } catch (error) {
      // SPEC §8: template creation errors are only logged.
      console.error('Could not create a template', error);
      setUsing(null);
    }
  };

  const use = async (design: LibraryTemplate) => {
    setUsing(design.id);
    try {
      const { id } = await create.mutateAsync(copyOf(design));
      navigate(templateBuilderPath(id));
    } catch (error) {
      // SPEC §8: using a template shows the error message on failure.
      message.error(error instanceof Error ? error.message : i18n._('The template could not be copied.'));
      setUsing(null);
    }
  };

  return (
    <>
      <ul className="eventory-template-grid" aria-label={i18n._('Designs')}>
        <li>
          <Button className="eventory-template-create" loading={using === 'blank'} disabled={using !== null && using !== 'blank'} onClick={() => void createOwn()}>
            {using !== 'blank' && <PlusOutlined aria-hidden style={{ fontSize: 28 }} />}
            <span style={{ fontSize: 16, fontWeight: 600 }}>{i18n._('Create your own')}</span>
            <Typography.Text type="secondary">{i18n._('Start from a blank template')}</Typography.Text>
          </Button>
        </li>
        {library.data?.map((design) => (
          <li key={design.id}>
            <LibraryCard design={design} using={using === design.id} busy={using !== null} onUse={() => void use(design)} onPreview={() => setPreview(design)} />
          </li>
        ))}
      </ul>
      {library.isPending && (
        <Flex justify="center" style={{ padding: 24 }} role="status">
          <Spin description={i18n._('Loading the template library…')} />
        </Flex>
      )}
      {library.error && (
        <Empty description={<Typography.Text role="alert">{library.error.message}</Typography.Text>} style={{ marginTop: 24 }}>
          <Button onClick={() => void library.refetch()}>{i18n._('Retry')}</Button>
        </Empty>
      )}
      {library.data?.length === 0 && <Empty description={i18n._('The template library has no designs of this type yet.')} style={{ marginTop: 24 }} />}
      <PreviewFrameModal
        open={preview !== null}
        title={preview ? i18n._('Preview: {name}', { name: preview.name }) : i18n._('Preview')}
        src={preview ? templateLibraryClient.previewUrl(preview.id) : 'about:blank'}
        onClose={() => setPreview(null)}
      />
    </>
  );
}
