import { createContext, useContext } from 'react';
import type { DeviceType } from '@eventory/core';

/** The device the editor shows (event templates switch it; print templates stay on Desktop). */
export const EditorDeviceContext = createContext<DeviceType>('Desktop');

/** The device whose styles the Inspector edits. */
export const useEditorDevice = () => useContext(EditorDeviceContext);
