import { columns, dynamic, group, heading, own, paragraph, root } from '../markup.js';
import { page, SANS, SERIF, type LibraryDesign } from './types.js';

/** A white card with a soft shadow around landing-page sections. */
const card = (cls: string, children: string[], extra: Record<string, string> = {}) =>
  group(children, { cls, styles: own({ background: '#ffffff', 'border-radius': '14px', padding: '26px 28px', 'box-shadow': '0 4px 18px rgba(17, 24, 39, 0.07)', ...extra }) });

/** Section headings of the dynamic blocks in one colour and size. */
const titled = (color: string, family = SANS) => ({ '.etn-block-title': { 'font-family': family, color, 'font-size': '24px', 'font-weight': '700' } });

/** A full conference page: banner, countdown, tickets, then programme, speakers, venue and FAQ. */
const conference: LibraryDesign = {
  id: 'event-conference',
  type: 'event',
  name: 'Conference',
  orientation: 'landscape',
  content: root(page('#f3f4f8', '0px'), [
    dynamic('eventin-pro/event-banner', { height: '380px', showTitle: true }, { cls: 'cf-banner' }),
    columns(
      [
        {
          width: '64%',
          children: [
            dynamic('eventin-pro/event-datetime', {}, { cls: 'cf-when', styles: own({ 'font-size': '18px', color: '#312e81' }) }),
            dynamic('eventin-pro/event-category', { showTitle: false }, { cls: 'cf-categories' }),
            dynamic('eventin-pro/event-count-down-timer', {}, { cls: 'cf-countdown', styles: own({}, { '.etn-countdown-unit': { background: '#312e81' } }) }),
          ],
        },
        { width: '36%', children: [dynamic('eventin-pro/event-add-calender', {}, { cls: 'cf-calendar', styles: own({ 'justify-content': 'flex-end' }) })] },
      ],
      { cls: 'cf-intro', styles: own({ 'align-items': 'center', padding: '28px 4px 8px' }) },
    ),
    columns(
      [
        {
          width: '64%',
          children: [
            card('cf-about', [dynamic('eventin-pro/event-description', { title: 'About the conference' }, { cls: 'cf-description', styles: own({ 'font-size': '16px' }, titled('#111827')) })]),
            card('cf-schedule-card', [dynamic('eventin-pro/event-schedule', { title: 'Programme', style: 'tab' }, { cls: 'cf-schedule', styles: own({}, titled('#111827')) })]),
            card('cf-speakers-card', [dynamic('eventin-pro/event-speaker', { title: 'Speakers', columns: 3 }, { cls: 'cf-speakers', styles: own({}, titled('#111827')) })]),
            card('cf-faq-card', [
              dynamic(
                'eventin-pro/event-faq',
                {
                  title: 'Frequently asked questions',
                  items: [
                    { question: 'Is there a recording of the talks?', answer: 'Yes: every registered attendee gets the recordings within a week.' },
                    { question: 'Can I transfer my ticket?', answer: 'Tickets can be transferred to a colleague until the day before the event.' },
                  ],
                },
                { cls: 'cf-faq', styles: own({}, titled('#111827')) },
              ),
            ]),
          ],
          look: { cls: 'cf-main', styles: own({ display: 'flex', 'flex-direction': 'column', gap: '20px' }) },
        },
        {
          width: '36%',
          children: [
            card('cf-tickets-card', [heading(2, 'Get your ticket', { cls: 'cf-tickets-title', styles: own({ 'font-family': SANS, 'font-size': '22px', color: '#312e81', margin: '0 0 12px' }) }), dynamic('eventin-pro/buy-ticket', {}, { cls: 'cf-buy' })], { 'border-top': '5px solid #4f46e5' }),
            card('cf-venue-card', [dynamic('eventin-pro/event-venue', { title: 'Venue' }, { cls: 'cf-venue', styles: own({}, titled('#111827')) })]),
            card('cf-organizers-card', [dynamic('eventin-pro/event-organizer', { title: 'Organized by' }, { cls: 'cf-organizers', styles: own({}, titled('#111827')) })]),
            card('cf-social-card', [dynamic('eventin-pro/event-social', { title: 'Share' }, { cls: 'cf-social', styles: own({}, titled('#111827')) })]),
          ],
          look: { cls: 'cf-side', styles: own({ display: 'flex', 'flex-direction': 'column', gap: '20px' }) },
        },
      ],
      { cls: 'cf-body', styles: { Desktop: { '&': { gap: '24px', 'align-items': 'flex-start' } }, Tablet: { '&': { 'flex-direction': 'column' }, '& > .wp-block-column': { width: '100%', 'flex-basis': 'auto !important' } } } },
    ),
    dynamic('eventin-pro/related-events', { title: 'You may also like', limit: 3 }, { cls: 'cf-related', styles: own({ 'padding-top': '12px' }, titled('#111827')) }),
  ]),
};

/** A friendly meetup page: big title, date, place, RSVP and who is coming. */
const meetup: LibraryDesign = {
  id: 'event-meetup',
  type: 'event',
  name: 'Community Meetup',
  orientation: 'landscape',
  content: root(page('#fffaf3', '0px'), [
    group(
      [
        paragraph('Community meetup', { cls: 'mu-kicker', styles: own({ 'font-family': SANS, 'font-size': '13px', 'font-weight': '700', 'letter-spacing': '0.22em', 'text-transform': 'uppercase', color: '#c2410c', margin: '0 0 10px' }) }),
        dynamic('eventin-pro/event-title', { tagName: 'h1', textAlign: 'left' }, { cls: 'mu-title', styles: own({ 'font-family': SERIF, color: '#1c1917', 'font-size': '48px', 'line-height': '1.1' }) }),
        dynamic('eventin-pro/event-datetime', {}, { cls: 'mu-when', styles: own({ color: '#9a3412', 'font-size': '18px', 'margin-top': '14px' }) }),
        dynamic('eventin-pro/event-add-calender', { buttonText: 'Save the date' }, { cls: 'mu-calendar', styles: own({ 'margin-top': '18px' }) }),
      ],
      { cls: 'mu-hero', styles: { Desktop: { '&': { background: 'linear-gradient(135deg, #ffedd5, #fed7aa)', 'border-radius': '20px', padding: '56px 48px' } }, Mobile: { '&': { padding: '32px 22px' } } } },
    ),
    columns(
      [
        {
          width: '60%',
          children: [
            dynamic('eventin-pro/event-description', { title: "What's happening" }, { cls: 'mu-description', styles: own({ 'font-size': '17px', color: '#292524' }, titled('#1c1917', SERIF)) }),
            dynamic('eventin-pro/event-speaker', { title: 'Who is speaking', columns: 2, showSocial: false }, { cls: 'mu-speakers', styles: own({ 'margin-top': '28px' }, titled('#1c1917', SERIF)) }),
            dynamic('eventin-pro/event-attendee', { title: "Who's coming", limit: 16 }, { cls: 'mu-attendees', styles: own({ 'margin-top': '28px' }, { ...titled('#1c1917', SERIF), '.etn-avatar': { background: '#ea580c' } }) }),
          ],
        },
        {
          width: '40%',
          children: [
            group(
              [
                dynamic('eventin-pro/event-rsvp', {}, { cls: 'mu-rsvp' }),
                dynamic('eventin-pro/event-venue', { title: 'Where', showMap: true }, { cls: 'mu-venue', styles: own({ 'margin-top': '24px' }, titled('#1c1917', SERIF)) }),
                dynamic('eventin-pro/event-organizer', { title: 'Hosted by' }, { cls: 'mu-hosts', styles: own({ 'margin-top': '24px' }, titled('#1c1917', SERIF)) }),
              ],
              { cls: 'mu-side', styles: own({ background: '#ffffff', border: '1px solid #fed7aa', 'border-radius': '16px', padding: '26px' }) },
            ),
          ],
        },
      ],
      { cls: 'mu-body', styles: { Desktop: { '&': { gap: '36px', padding: '36px 4px', 'align-items': 'flex-start' } }, Tablet: { '&': { 'flex-direction': 'column' }, '& > .wp-block-column': { width: '100%', 'flex-basis': 'auto !important' } } } },
    ),
    dynamic('eventin-pro/recurring-event', { title: 'Next meetups' }, { cls: 'mu-recurring', styles: own({}, titled('#1c1917', SERIF)) }),
    dynamic('eventin-pro/related-events', { title: 'More from the community' }, { cls: 'mu-related', styles: own({ 'margin-top': '24px' }, titled('#1c1917', SERIF)) }),
  ]),
};

/** A focused workshop page: logo and title, a sticky booking card, agenda and tags. */
const workshop: LibraryDesign = {
  id: 'event-workshop',
  type: 'event',
  name: 'Hands-on Workshop',
  orientation: 'landscape',
  content: root(page('#ffffff', '0px'), [
    columns(
      [
        { width: '120px', look: { cls: 'ws-logo-column', styles: own({ flex: '0 0 120px' }) }, children: [dynamic('eventin-pro/event-logo', { width: '96px' }, { cls: 'ws-logo' })] },
        {
          children: [
            paragraph('Workshop', { cls: 'ws-kicker', styles: own({ 'font-family': SANS, 'font-size': '12px', 'font-weight': '700', 'letter-spacing': '0.24em', 'text-transform': 'uppercase', color: '#047857', margin: '0 0 6px' }) }),
            dynamic('eventin-pro/event-title', { tagName: 'h1' }, { cls: 'ws-title', styles: own({ 'font-family': SANS, 'font-size': '40px', 'font-weight': '800', color: '#052e2b' }) }),
            dynamic('eventin-pro/event-tag', { showTitle: false }, { cls: 'ws-tags', styles: own({ 'margin-top': '12px' }, { '.etn-chips li': { background: '#d1fae5', color: '#065f46' } }) }),
          ],
        },
      ],
      { cls: 'ws-head', styles: own({ 'align-items': 'center', padding: '32px 4px', 'border-bottom': '1px solid #e5e7eb' }) },
    ),
    columns(
      [
        {
          width: '62%',
          children: [
            dynamic('eventin-pro/event-description', { title: 'What you will learn' }, { cls: 'ws-description', styles: own({ 'font-size': '16px', color: '#1f2937' }, titled('#052e2b')) }),
            dynamic('eventin-pro/event-schedule', { title: 'Agenda', style: 'list' }, { cls: 'ws-agenda', styles: own({ 'margin-top': '30px' }, titled('#052e2b')) }),
            dynamic('eventin-pro/event-speaker', { title: 'Your instructors', columns: 2 }, { cls: 'ws-speakers', styles: own({ 'margin-top': '30px' }, titled('#052e2b')) }),
          ],
        },
        {
          width: '38%',
          children: [
            group(
              [
                heading(2, 'Reserve your seat', { cls: 'ws-book-title', styles: own({ 'font-family': SANS, 'font-size': '22px', color: '#ffffff', margin: '0 0 10px' }) }),
                dynamic('eventin-pro/event-datetime', {}, { cls: 'ws-when', styles: own({ color: '#d1fae5' }, { '.etn-timezone': { color: '#a7f3d0' } }) }),
                dynamic('eventin-pro/event-venue', { showTitle: false }, { cls: 'ws-venue', styles: own({ color: '#ecfdf5', 'margin-top': '10px' }) }),
                dynamic('eventin-pro/buy-ticket', {}, { cls: 'ws-buy', styles: own({ background: '#ffffff', 'border-radius': '12px', padding: '18px', 'margin-top': '18px' }) }),
                dynamic('eventin-pro/event-add-calender', {}, { cls: 'ws-calendar', styles: own({ 'margin-top': '14px', color: '#ecfdf5' }) }),
              ],
              { cls: 'ws-book', styles: own({ background: '#065f46', 'border-radius': '16px', padding: '28px', position: 'sticky', top: '20px' }) },
            ),
            dynamic('eventin-pro/recurring-event', { title: 'Other sessions', limit: 5 }, { cls: 'ws-sessions', styles: own({ 'margin-top': '24px' }, titled('#052e2b')) }),
          ],
        },
      ],
      { cls: 'ws-body', styles: { Desktop: { '&': { gap: '40px', padding: '32px 4px', 'align-items': 'flex-start' } }, Tablet: { '&': { 'flex-direction': 'column' }, '& > .wp-block-column': { width: '100%', 'flex-basis': 'auto !important' } } } },
    ),
    dynamic('eventin-pro/related-events', { title: 'Related workshops' }, { cls: 'ws-related', styles: own({ 'border-top': '1px solid #e5e7eb', 'padding-top': '28px' }, titled('#052e2b')) }),
  ]),
};

/** The library's event landing page designs. */
export const LANDING_DESIGNS: LibraryDesign[] = [conference, meetup, workshop];
