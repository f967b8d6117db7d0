import { i18n } from '@lingui/core';
import { useState } from 'react';
import { Modal, Tabs } from 'antd';
import type { TemplateType } from '@eventory/core';
import { TEMPLATE_TABS } from '../templateTabs';
import { LibraryGrid } from './LibraryGrid';

interface TemplateChooserProps {
  open: boolean;
  /** The tab shown first: the list's current one (the list remounts the chooser when it changes). */
  initialType: TemplateType;
  onClose: () => void;
}

/**
 * The 'Choose a template' modal (SPEC §2): tabs Event Landing, Event Certificate, Event tickets,
 * each with the 'Create your own' card and the template library's designs of that type.
 */
export default function TemplateChooser({ open, initialType, onClose }: TemplateChooserProps) {
  const [type, setType] = useState<TemplateType>(initialType);
  return (
    <Modal open={open} title={i18n._('Choose a template')} onCancel={onClose} footer={null} width="min(1120px, 96vw)" className="eventory-template-chooser">
      <Tabs
        tabBarGutter={24}
        activeKey={type}
        onChange={(key) => setType(key as TemplateType)}
        items={TEMPLATE_TABS.map((tab) => ({ key: tab.type, label: i18n._(tab.label), children: tab.type === type && <LibraryGrid type={tab.type} /> }))}
      />
    </Modal>
  );
}
