import type { DeviceType, MessageDescriptor } from '@eventory/core';

/** The device names (SPEC §9 "Device types") as shown in the builder and the preview, translated. */
export const DEVICE_NAMES: Record<DeviceType, MessageDescriptor> = {
  Desktop: /*i18n*/ { id: 'Desktop' },
  Tablet: /*i18n*/ { id: 'Tablet' },
  Mobile: /*i18n*/ { id: 'Mobile' },
};
