import { inRoot } from './fixtures.js';

const block = (name: string, attrs: Record<string, unknown> = {}) => `<!-- wp:eventin-pro/${name} ${JSON.stringify(attrs)} /-->`;

/** A landing template with every event landing block (and a paragraph with placeholders). */
export const LANDING_ALL_BLOCKS = inRoot(
  [
    block('event-banner', { containerClassName: 'lp-banner', styles: { Desktop: { '&': { 'margin-bottom': '24px' } }, Mobile: { '.etn-banner-title': { 'font-size': '24px' } } } }),
    block('event-logo', { url: 'https://cdn.example.com/logo.png', alt: 'Logo' }),
    block('event-title'),
    block('event-datetime'),
    block('event-venue', { showMap: true }),
    block('event-category'),
    block('event-tag'),
    block('event-count-down-timer'),
    block('event-add-calender'),
    '<!-- wp:paragraph -->\n<p>Join us at {{event_location}} for {{event_title}}.</p>\n<!-- /wp:paragraph -->',
    block('event-description'),
    block('event-schedule'),
    block('event-speaker', { title: 'Who speaks at {{event_title}}' }),
    block('event-organizer'),
    block('event-attendee', { showEmail: false }),
    block('event-faq', { items: [{ question: 'Is there parking?', answer: 'Yes, <strong>free</strong> <script>alert(1)</script>' }] }),
    block('event-social', { links: [{ platform: 'linkedin', url: 'https://linkedin.com/events/1' }, { platform: 'x', url: 'javascript:alert(1)' }] }),
    block('event-rsvp'),
    block('buy-ticket'),
    block('recurring-event'),
    block('related-events'),
  ].join('\n'),
  '{"bodyStyling":{"padding":{"top":"0px","right":"0px","bottom":"0px","left":"0px"}}}',
);

/** A ticket template with every print block and placeholders in core blocks. */
export const TICKET_ALL_BLOCKS = inRoot(
  [
    '<!-- wp:heading -->\n<h2 class="wp-block-heading">{{event_title}}</h2>\n<!-- /wp:heading -->',
    '<!-- wp:paragraph -->\n<p>{{attendee_name}} · {{attendee_email}} · {{ticket_type}} · {{ticket_price}} · {{payment_status}} · {{event_start_date}} {{event_start_time}}–{{event_end_time}} {{event_timezone}}</p>\n<!-- /wp:paragraph -->',
    block('event-info'),
    block('attendee-info', { showPhone: true }),
    block('ticket-info'),
    block('attendee-extra-fields'),
    block('ticket-qrcode', { size: 140 }),
    '<!-- wp:paragraph -->\n<p>{{extra_fields}}</p>\n<!-- /wp:paragraph -->',
  ].join('\n'),
);

/** A certificate template (portrait) with placeholders. */
export const CERTIFICATE = inRoot(
  [
    '<!-- wp:eventin-pro/template-heading {"content":"Certificate of Attendance"} -->\n<h2 class="etn-template-heading">Certificate of Attendance</h2>\n<!-- /wp:eventin-pro/template-heading -->',
    '<!-- wp:paragraph -->\n<p>Awarded to <strong>{{attendee_name}}</strong> for attending {{event_title}} ({{ticket_id}}).</p>\n<!-- /wp:paragraph -->',
  ].join('\n'),
);
