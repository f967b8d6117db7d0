import { i18n } from '@lingui/core';
import { Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Alert, Button, Spin } from 'antd';
import { BlockEditorProvider } from '@wordpress/block-editor';
import { SlotFillProvider, Popover } from '@wordpress/components';
import { ShortcutProvider } from '@wordpress/keyboard-shortcuts';
import { blocksForTemplateType, type DeviceType, type Template } from '@eventory/core';
import { bootstrap } from '../../bootstrap';
import { useSettings } from '../../app/useSettings';
import { useLeaveGuard } from '../../shared/useLeaveGuard';
import { useBackToStandardEditor, useTemplate, useUpdateTemplate } from './queries';
import { registerBuilderBlocks } from './blocks';
import { EditorDeviceContext } from './blocks/shared/editorDevice';
import { EditorEventContext } from './blocks/shared/editorEvent';
import { EditorCanvas } from './editor/EditorCanvas';
import { BUILDER_TITLES, EditorHeader } from './editor/EditorHeader';
import { LazyEventPickerModal, LazyPreviewFrameModal, useDeferredPanels, useOpenedOnce } from './editor/deferredPanels';
import { LeftPanel, RightPanel, type LeftPanelKey } from './editor/SidePanels';
import { storedPreviewEvent, storePreviewEvent } from './editor/previewEvent';
import { blocksFromContent, contentFromBlocks } from './editor/templateBlocks';
import { useBlockHistory } from './editor/useBlockHistory';
import { usePreviewEventFacts } from './editor/usePreviewEventFacts';
import { useTemplateSave } from './editor/useTemplateSave';
import '@wordpress/components/build-style/style.css';
import '@wordpress/block-editor/build-style/style.css';
import '@wordpress/format-library/build-style/style.css';
import './editor/builder.css';

registerBuilderBlocks();

/** The preview page of a template (SPEC §7 "Other links"), with the chosen event's values when there is one. */
function previewUrl(templateId: number, eventId?: number): string {
  const base = bootstrap.siteUrl.replace(/\/$/, '');
  return `${base}/?action=etn-preview-template&template_id=${templateId}&event_id=${eventId ?? ''}`;
}

/** The editor of one loaded template (SPEC §2 "Template builder edit screen", issue #10 §3/§4). */
function TemplateEditorScreen({ template }: { template: Template }) {
  const settings = useSettings();
  const [name, setName] = useState(template.name);
  const [orientation, setOrientation] = useState(template.orientation);
  const [device, setDevice] = useState<DeviceType>('Desktop');
  const [leftPanel, setLeftPanel] = useState<LeftPanelKey | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [previewEvent, setPreviewEvent] = useState(() => storedPreviewEvent(template.id));
  const [pickerOpen, setPickerOpen] = useState(template.type === 'event' && previewEvent === undefined);
  const eventFacts = usePreviewEventFacts(template.type === 'event' ? previewEvent : undefined);
  const [builtElsewhere, setBuiltElsewhere] = useState(template.edit_with_elementor);
  const canvasArea = useRef<HTMLElement | null>(null);
  const closeLeftPanel = useCallback(() => setLeftPanel(null), []);
  const initialBlocks = useMemo(() => blocksFromContent(template.content), [template.content]);
  const history = useBlockHistory(initialBlocks);
  // Unsaved while it differs from what was saved last, so undoing every change leaves nothing to
  // lose (walk of 30 Nov 2026: Back still asked 'Leave without saving?' after undoing them all).
  const [savedAs, setSavedAs] = useState(() => ({ name: template.name, orientation: template.orientation, content: contentFromBlocks(initialBlocks) }));
  const content = useMemo(() => contentFromBlocks(history.blocks), [history.blocks]);
  const unsaved = name !== savedAs.name || orientation !== savedAs.orientation || content !== savedAs.content;
  const { save, status, saving } = useTemplateSave(template, canvasArea, (saved, input) =>
    setSavedAs({ name: saved.name, orientation: input.orientation, content: contentFromBlocks(input.blocks) }),
  );
  const update = useUpdateTemplate();
  const backToStandard = useBackToStandardEditor();
  const previewMounted = useOpenedOnce(previewOpen);
  // Preview shows the canvas as it is now, saved or not (walk: it showed the last saved version, blank before a first save).
  const previewCanvas = useMemo(
    () => (previewOpen ? { _csrf: bootstrap.nonce, name, orientation, content } : undefined),
    [previewOpen, name, orientation, content],
  );
  const pickerMounted = useOpenedOnce(pickerOpen);
  useDeferredPanels();
  useLeaveGuard(unsaved, (pathname) => pathname === `/template-builder/${template.id}`, i18n._('this template'));

  const editorSettings = useMemo(
    () => ({ allowedBlockTypes: blocksForTemplateType(template.type).map((b) => b.name), hasFixedToolbar: false, focusMode: false, __experimentalBlockPatterns: [] }),
    [template.type],
  );

  const onSave = async (mode: 'content' | 'draft') => {
    const saved = await save(mode, { name, orientation, blocks: history.blocks });
    if (saved) setName(saved.name);
  };
  const chooseEvent = (eventId: number) => {
    storePreviewEvent(template.id, eventId);
    setPreviewEvent(eventId);
    setPickerOpen(false);
  };
  const pageBuilder = async () => {
    await update.mutateAsync({ id: template.id, body: { edit_with_elementor: true } });
    setBuiltElsewhere(true);
  };

  return (
    <div className="etn-builder">
      <ShortcutProvider className="etn-builder-shell">
        <SlotFillProvider>
          <BlockEditorProvider value={history.blocks} selection={history.selection} onInput={history.onInput} onChange={history.onChange} settings={editorSettings}>
            <EditorDeviceContext.Provider value={template.type === 'event' ? device : 'Desktop'}>
              <EditorHeader
                type={template.type}
                name={name}
                onName={setName}
                leftPanel={leftPanel}
                onLeftPanel={setLeftPanel}
                device={device}
                onDevice={setDevice}
                orientation={orientation}
                onOrientation={setOrientation}
                status={status}
                saving={saving}
                onSave={(mode) => void onSave(mode)}
                onPreview={() => setPreviewOpen(true)}
                onPickEvent={template.type === 'event' ? () => setPickerOpen(true) : undefined}
                onPageBuilder={settings.third_party_builder === 'on' && !builtElsewhere ? () => void pageBuilder() : undefined}
                history={history}
              />
              {builtElsewhere && (
                <Alert
                  type="info"
                  showIcon
                  banner
                  title={i18n._('This template was built with the page builder.')}
                  description={i18n._('Return it to the standard editor to edit it here.')}
                  action={
                    <Button
                      loading={backToStandard.isPending}
                      onClick={() => backToStandard.mutate(template.id, { onSuccess: () => setBuiltElsewhere(false) })}
                    >
                      {i18n._('Back to Standard Editor')}
                    </Button>
                  }
                />
              )}
              <div className="etn-builder-body">
                {leftPanel && !(leftPanel === 'placeholders' && template.type === 'event') && <LeftPanel panel={leftPanel} onClose={closeLeftPanel} />}
                <section className="etn-builder-main" data-paper={template.type === 'event' ? undefined : ''} ref={canvasArea} aria-label={i18n._('{builder} canvas', { builder: i18n._(BUILDER_TITLES[template.type]) })}>
                  <EditorEventContext.Provider value={eventFacts}>
                    <EditorCanvas type={template.type} orientation={orientation} device={device} blocks={history.blocks} onKeyDown={history.onCanvasKeyDown} />
                  </EditorEventContext.Provider>
                </section>
                <RightPanel />
              </div>
              <Popover.Slot />
            </EditorDeviceContext.Provider>
          </BlockEditorProvider>
        </SlotFillProvider>
      </ShortcutProvider>
      <Suspense fallback={null}>
        {previewMounted && <LazyPreviewFrameModal open={previewOpen} title={i18n._('Preview: {name}', { name })} src={previewUrl(template.id, previewEvent)} post={previewCanvas} onClose={() => setPreviewOpen(false)} />}
        {template.type === 'event' && pickerMounted && (
          <LazyEventPickerModal open={pickerOpen} eventId={previewEvent} onChoose={chooseEvent} onCancel={previewEvent === undefined ? undefined : () => setPickerOpen(false)} />
        )}
      </Suspense>
    </div>
  );
}

/** `/template-builder/:id` (SPEC §2): loads the template, then its editor. */
export default function TemplateEditor() {
  const id = Number(useParams().id);
  const { data, error, refetch } = useTemplate(Number.isInteger(id) ? id : 0);
  if (error) {
    return (
      <Alert
        type="error"
        showIcon
        title={i18n._('Could not load the template.')}
        description={error.message}
        action={<Button onClick={() => void refetch()}>{i18n._('Retry')}</Button>}
      />
    );
  }
  if (!data) return <Spin size="large" style={{ display: 'block', margin: 48 }} aria-label={i18n._('Loading the template')} />;
  return <TemplateEditorScreen key={data.id} template={data} />;
}
