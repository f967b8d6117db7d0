import { pageText } from '../../site/publicText.js';
import type { RenderSite, RenderTemplate } from '../types.js';

export const SITE: RenderSite = { siteUrl: 'http://127.0.0.1:8080', currency: 'USD', paymentInstructions: '', reservationHours: 48, text: pageText('en', 'en-US') };

export function template(content: string, over: Partial<RenderTemplate> = {}): RenderTemplate {
  return { id: 7, name: 'Test', type: 'certificate', orientation: 'landscape', content, ...over };
}

/** A root container around `inner`, as the editor saves it. */
export const inRoot = (inner: string, attrs = '{"bodyStyling":{"backgroundColor":"#fdfaf2"}}') =>
  `<!-- wp:eventin-pro/template-container ${attrs} -->\n${inner}\n<!-- /wp:eventin-pro/template-container -->`;

/**
 * A certificate in the original product's markup (Eventin Pro 4.x export): the locked root with
 * bodyStyling, core blocks holding placeholders (group, heading, paragraph, separator, image with
 * the QR code as its source), and its own blocks with per-device styles.
 */
export const ORIGINAL_CERTIFICATE = `<!-- wp:eventin-pro/template-container {"bodyStyling":{"borderRadius":{"top":"8px","right":"8px","bottom":"8px","left":"8px"},"padding":{"top":"40px","right":"48px","bottom":"40px","left":"48px"},"backgroundColor":"#fffdf7","backgroundImage":{"url":"","id":null,"focalPoint":{"x":0.5,"y":0.5}},"width":"","height":""},"containerClassName":"etn-cert-root"} -->
<!-- wp:group {"className":"cert-inner","layout":{"type":"constrained"}} -->
<div class="wp-block-group cert-inner"><!-- wp:eventin-pro/template-heading {"content":"Certificate of Attendance","containerClassName":"etn-heading-a1","styles":{"Desktop":{"\u0026":{"font-size":"40px","color":"#1d2a57"}},"Tablet":{"\u0026":{"font-size":"30px"}},"Mobile":{"\u0026":{"font-size":"22px"}}}} -->
<h2 class="etn-template-heading etn-heading-a1 has-text-align-center">Certificate of Attendance</h2>
<!-- /wp:eventin-pro/template-heading -->

<!-- wp:paragraph {"align":"center"} -->
<p class="has-text-align-center">This certifies that</p>
<!-- /wp:paragraph -->

<!-- wp:heading {"textAlign":"center","level":3} -->
<h3 class="wp-block-heading has-text-align-center">{{attendee_name}}</h3>
<!-- /wp:heading -->

<!-- wp:eventin-pro/diamond-separator {"color":"#c9a227"} -->
<div class="etn-diamond-separator"><span></span></div>
<!-- /wp:eventin-pro/diamond-separator -->

<!-- wp:paragraph {"align":"center"} -->
<p class="has-text-align-center">attended <strong>{{event_title}}</strong> on {{event_start_date}} at {{event_location}}.</p>
<!-- /wp:paragraph -->

<!-- wp:separator -->
<hr class="wp-block-separator has-alpha-channel-opacity"/>
<!-- /wp:separator -->

<!-- wp:columns -->
<div class="wp-block-columns"><!-- wp:column -->
<div class="wp-block-column"><!-- wp:paragraph -->
<p>Ticket {{ticket_id}}</p>
<!-- /wp:paragraph --></div>
<!-- /wp:column -->

<!-- wp:column -->
<div class="wp-block-column"><!-- wp:image {"width":"96px","sizeSlug":"full"} -->
<figure class="wp-block-image size-full is-resized"><img src="{{qr_code}}" alt="" style="width:96px"/></figure>
<!-- /wp:image --></div>
<!-- /wp:column --></div>
<!-- /wp:columns -->

<!-- wp:eventin-pro/ticket-qrcode {"size":100,"containerClassName":"etn-qr-b2"} /-->

<!-- wp:eventin-pro/unknown-future-block {"foo":1} -->
<div class="future">Kept as saved</div>
<!-- /wp:eventin-pro/unknown-future-block --></div>
<!-- /wp:group -->
<!-- /wp:eventin-pro/template-container -->`;
