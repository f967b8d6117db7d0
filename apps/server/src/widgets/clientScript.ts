import { html, type SafeHtml } from '../site/html.js';
import { staticUrl } from '../site/staticAssets.js';
import type { WidgetRenderContext } from './registry.js';

/** The widgets' client scripts, bundled by apps/widgets/scripts/build-client.mjs into `public/widgets/`. */
export type WidgetClientScript = 'slider' | 'calendar' | 'schedules' | 'certificate';

/**
 * The `<script defer>` tag of a widget's client script, by the site's absolute address (an embed's
 * frame or another site's page loads it too), versioned for caching (`staticUrl`).
 */
export const widgetScript = (ctx: WidgetRenderContext, name: WidgetClientScript): SafeHtml =>
  html`<script src="${ctx.siteUrl}${staticUrl(`widgets/${name}.js`)}" defer></script>`;
