import type { ThemeConfig } from 'antd';

/** The primary colour is used by progress bars and links (SPEC §2 "Sold"). */
export const PRIMARY_COLOR = '#5d5dff';

export const theme: ThemeConfig = { token: { colorPrimary: PRIMARY_COLOR, borderRadius: 6 } };
