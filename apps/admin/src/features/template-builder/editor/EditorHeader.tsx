import { i18n } from '@lingui/core';
import { Button, Dropdown, Input, Space, Tooltip } from 'antd';
import { ArrowLeftOutlined, DownOutlined, EyeOutlined, RedoOutlined, UndoOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { DEVICE_TYPES, PAPER_SIZES, type DeviceType, type MessageDescriptor, type TemplateOrientation, type TemplateStatus, type TemplateType } from '@eventory/core';
import { DEVICE_NAMES } from '../deviceNames';
import { LEFT_PANEL_TITLES, type LeftPanelKey } from './SidePanels';
import { SegmentedChoice } from '../../../shared/SegmentedChoice';

/** The builder's title by template type (SPEC §2), shown with `i18n._`. */
export const BUILDER_TITLES: Record<TemplateType, MessageDescriptor> = {
  certificate: /*i18n*/ { id: 'Certificate Builder' },
  ticket: /*i18n*/ { id: 'Ticket Builder' },
  event: /*i18n*/ { id: 'Event Builder' },
};

interface EditorHeaderProps {
  type: TemplateType;
  name: string;
  onName: (name: string) => void;
  leftPanel: LeftPanelKey | null;
  onLeftPanel: (panel: LeftPanelKey | null) => void;
  device: DeviceType;
  onDevice: (device: DeviceType) => void;
  orientation: TemplateOrientation;
  onOrientation: (orientation: TemplateOrientation) => void;
  status: TemplateStatus;
  saving: boolean;
  onSave: (mode: 'content' | 'draft') => void;
  onPreview: () => void;
  /** Event templates: opens 'Edit Template Design'. */
  onPickEvent?: () => void;
  /** Shown only when the site reports third-party page builder support. */
  onPageBuilder?: () => void;
  history: { hasUndo: boolean; hasRedo: boolean; undo: () => void; redo: () => void };
}

/**
 * The builder's header (SPEC §2 "Template builder edit screen"): back to /template-builder, the title
 * by type, the editable name, the left-panel toggles, the device (event) or orientation switcher, the
 * Event picker, Preview, and Save with its Draft item ('Save & Publish' once published, SPEC §4).
 */
export function EditorHeader(props: EditorHeaderProps) {
  const navigate = useNavigate();
  const { type, leftPanel, status, history } = props;
  const panels: LeftPanelKey[] = type === 'event' ? ['blocks', 'layers'] : ['blocks', 'placeholders', 'layers'];
  return (
    <header className="etn-builder-header">
      <div className="etn-builder-header__start">
        <Tooltip title={i18n._('Back to templates')}>
          <Button icon={<ArrowLeftOutlined />} aria-label={i18n._('Back to templates')} onClick={() => navigate('/template-builder')} />
        </Tooltip>
        <div className="etn-builder-header__names">
          <h1 className="etn-builder-title">{i18n._(BUILDER_TITLES[type])}</h1>
          <Input className="etn-builder-name" aria-label={i18n._('Template name')} value={props.name} onChange={(e) => props.onName(e.target.value)} variant="borderless" maxLength={200} />
        </div>
      </div>
      <Space.Compact className="etn-builder-header__toggles">
        {panels.map((key) => (
          <Button key={key} type={leftPanel === key ? 'primary' : 'default'} aria-pressed={leftPanel === key} onClick={() => props.onLeftPanel(leftPanel === key ? null : key)}>
            {i18n._(LEFT_PANEL_TITLES[key])}
          </Button>
        ))}
      </Space.Compact>
      <div className="etn-builder-header__center">
        {type === 'event' ? (
          <SegmentedChoice<DeviceType>
            aria-label={i18n._('Device')}
            options={DEVICE_TYPES.map((value) => ({ value, label: i18n._(DEVICE_NAMES[value]) }))}
            value={props.device}
            onChange={props.onDevice}
          />
        ) : (
          <SegmentedChoice<TemplateOrientation>
            aria-label={i18n._('Orientation')}
            options={(['landscape', 'portrait'] as const).map((o) => ({ value: o, label: `${PAPER_SIZES[o].width}x${PAPER_SIZES[o].height}`, title: o === 'landscape' ? i18n._('Landscape') : i18n._('Portrait') }))}
            value={props.orientation}
            onChange={props.onOrientation}
          />
        )}
        <Space.Compact>
          <Tooltip title={i18n._('Undo (Ctrl+Z)')}>
            <Button icon={<UndoOutlined />} aria-label={i18n._('Undo')} disabled={!history.hasUndo} onClick={history.undo} />
          </Tooltip>
          <Tooltip title={i18n._('Redo (Ctrl+Shift+Z)')}>
            <Button icon={<RedoOutlined />} aria-label={i18n._('Redo')} disabled={!history.hasRedo} onClick={history.redo} />
          </Tooltip>
        </Space.Compact>
      </div>
      <div className="etn-builder-header__end">
        {props.onPageBuilder && <Button onClick={props.onPageBuilder}>{i18n._('Edit with Page Builder')}</Button>}
        {props.onPickEvent && <Button onClick={props.onPickEvent}>{i18n._('Select Event')}</Button>}
        <Button icon={<EyeOutlined />} onClick={props.onPreview}>
          {i18n._('Preview')}
        </Button>
        <Space.Compact>
          <Button type="primary" loading={props.saving} onClick={() => props.onSave('content')}>
            {status === 'publish' ? i18n._('Save & Publish') : i18n._('Save')}
          </Button>
          <Dropdown trigger={['click']} menu={{ items: [{ key: 'draft', label: i18n._('Draft') }], onClick: () => props.onSave('draft') }} disabled={props.saving}>
            <Button type="primary" icon={<DownOutlined />} aria-label={i18n._('More save options')} />
          </Dropdown>
        </Space.Compact>
      </div>
    </header>
  );
}
