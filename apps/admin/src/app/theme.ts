import type { ThemeConfig } from 'antd';

/** The primary colour is used by progress bars and links (SPEC §2 "Sold"). */
export const PRIMARY_COLOR = '#5d5dff';

/**
 * The colour of links: the primary colour reads only 4.1–4.5:1 on the page's and the tables' greys
 * (#f0f0f1, #fafafa); this one 5.5:1 or more on every background of the admin (issue #9 §3).
 */
export const LINK_COLOR = '#4b4bdb';

/**
 * Text colours that pass WCAG AA (4.5:1) on white and on antd's light greys (#fafafa, #f5f5f5)
 * and tinted backgrounds (issue #9 §3: axe found antd's #8c8c8c secondary text at 3.36:1).
 */
const READABLE_GREY = '#6b6b6b';

export const theme: ThemeConfig = {
  // Components take their styles from antd's static stylesheet (the first screen's part from main.tsx, the whole sheet after the first paint: antdStyles.ts)
  // instead of generating them while rendering; the tokens below still apply, as CSS variables.
  zeroRuntime: true,
  token: {
    colorPrimary: PRIMARY_COLOR,
    // antd draws every focus ring (links, buttons) in this colour; its pale default (#d6daff) was
    // 1.3:1 on white, and a keyboard user's focus needs 3:1 (WCAG 1.4.11): the primary colour is 4.7:1.
    colorPrimaryBorder: PRIMARY_COLOR,
    // Hovered, a primary button darkens instead of taking antd's lighter tint (#8589ff: white text 2.99:1).
    colorPrimaryHover: LINK_COLOR,
    borderRadius: 6,
    // admin.css gives plain links the same.
    colorLink: LINK_COLOR,
    colorTextSecondary: '#595959',
    colorTextTertiary: READABLE_GREY,
    colorTextDescription: READABLE_GREY,
    colorTextPlaceholder: READABLE_GREY,
    colorTextQuaternary: READABLE_GREY,
    // Status colours one shade darker, on antd's usual light backgrounds (tags write their text in them).
    colorError: '#cf1322',
    colorErrorBg: '#fff1f0',
    colorErrorBorder: '#ffccc7',
    colorSuccess: '#237804',
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorWarning: '#ad4e00',
    colorWarningBg: '#fff7e6',
    colorWarningBorder: '#ffd591',
    colorInfo: '#0958d9',
    colorInfoBg: '#e6f4ff',
    colorInfoBorder: '#91caff',
    // Preset tag colours write their text in shade 7 of the palette made from these seeds: one shade darker than antd's.
    orange: '#d46b08',
    gold: '#ad6800',
  },
  components: {
    Menu: { itemSelectedColor: LINK_COLOR },
    // The chosen tab's text reads 4.1:1 in the primary colour on the page's grey.
    Tabs: { itemSelectedColor: LINK_COLOR, itemActiveColor: LINK_COLOR },
  },
};
