import type { CSSProperties, ReactNode } from 'react';
import type { WidgetValues } from '@eventory/core';
import type { PublicEvent, PublicPerson } from '../data.js';
import { EventCard, eventCardOptions } from '../events/EventsWidget.js';
import { SpeakerCard } from '../speakers/SpeakersWidget.js';
import { useWidgetLanguage } from '../language.js';
import { isYes, numberOf, textOf } from '../values.js';
import { EmptyNote, Widget } from '../Widget.js';

/** What the client script (`/widgets/slider.js`) reads from a slider's `data-*` attributes. */
export interface SliderOptions {
  /** Slides visible at once on wide screens (1–10). */
  perView: number;
  /** Gap between slides, px. */
  spaceBetween: number;
  autoplay: boolean;
  nav: boolean;
  dots: boolean;
}

/**
 * A carousel of server-rendered slides: without JavaScript it is a horizontally scrolling row
 * (CSS scroll snap, `--ew-per-view` slides visible); the client script turns it into a Swiper
 * with arrows, dots and autoplay as its `data-*` attributes say. Slides are groups with the
 * "slide" role description (the WAI-ARIA carousel pattern, as Swiper's a11y module marks them too),
 * not list items: Swiper's roles on `<li>` broke the list's structure for screen readers.
 */
function Slider({ label, options, children }: { label: string; options: SliderOptions; children: ReactNode[] }) {
  const { i18n, dir } = useWidgetLanguage();
  const style = { '--ew-per-view': options.perView, '--ew-space': `${options.spaceBetween}px` } as CSSProperties;
  return (
    <div
      className="ew-slider"
      data-ew-slider=""
      data-per-view={options.perView}
      data-space-between={options.spaceBetween}
      data-autoplay={options.autoplay ? 'yes' : 'no'}
      data-nav={options.nav ? 'yes' : 'no'}
      data-dots={options.dots ? 'yes' : 'no'}
      data-slide-label={i18n._('{index} of {count}', { index: '{{index}}', count: '{{slidesLength}}' })}
      data-bullet-label={i18n._('Go to slide {index}', { index: '{{index}}' })}
      data-first-label={i18n._('This is the first slide')}
      data-last-label={i18n._('This is the last slide')}
      style={style}
    >
      <div className="ew-slider-viewport swiper" dir={dir} role="group" aria-roledescription={i18n._('carousel')} aria-label={label} tabIndex={0}>
        <div className="ew-slider-track swiper-wrapper">
          {children.map((child, i) => (
            <div key={i} className="ew-slide swiper-slide" role="group" aria-roledescription={i18n._('slide')} aria-label={i18n._('{index} of {count}', { index: i + 1, count: children.length })}>
              {child}
            </div>
          ))}
        </div>
      </div>
      {options.nav && (
        <div className="ew-slider-nav">
          <button type="button" className="ew-slider-prev" aria-label={i18n._('Previous slide')} hidden>
            ‹
          </button>
          <button type="button" className="ew-slider-next" aria-label={i18n._('Next slide')} hidden>
            ›
          </button>
        </div>
      )}
      {options.dots && <div className="ew-slider-dots" />}
    </div>
  );
}

/** The slider options shared by both sliders' shortcodes. */
function sliderOptions(values: WidgetValues, countKey: string): SliderOptions {
  return {
    perView: Math.min(10, Math.max(1, numberOf(values, countKey, 3))),
    spaceBetween: numberOf(values, 'spaceBetween', 30),
    autoplay: isYes(values, 'auto_play'),
    nav: isYes(values, 'slider_nav_show'),
    dots: isYes(values, 'slider_dot_show'),
  };
}

/** Speakers Slider (`etn_pro_speakers_sliders`, style-1 … style-5). */
export function SpeakersSliderWidget({ people, values, title }: { people: PublicPerson[]; values: WidgetValues; title: string }) {
  const { i18n } = useWidgetLanguage();
  const style = textOf(values, 'style', 'style-1');
  return (
    <Widget title={title} className={`ew-speakers ew-speakers--standard ew-speakers-slider ew-${style}`}>
      {people.length === 0 ? (
        <EmptyNote>{i18n._('No speakers to show yet.')}</EmptyNote>
      ) : (
        <Slider label={title} options={sliderOptions(values, 'slider_count')}>
          {people.map((p) => (
            <SpeakerCard key={p.id} person={p} showDesignation showSocial />
          ))}
        </Slider>
      )}
    </Widget>
  );
}

/** Events Slider (`etn_pro_events_sliders`, event-1 … event-3). */
export function EventsSliderWidget({ events, values, title }: { events: PublicEvent[]; values: WidgetValues; title: string }) {
  const { i18n } = useWidgetLanguage();
  const style = textOf(values, 'style', 'event-1');
  const card = { ...eventCardOptions(values, i18n), showThumb: true, showLocation: true, showButton: true, showDesc: style !== 'event-3' };
  return (
    <Widget title={title} className={`ew-events ew-events-slider ew-${style}`}>
      {events.length === 0 ? (
        <EmptyNote>{i18n._('No events to show yet.')}</EmptyNote>
      ) : (
        <Slider label={title} options={sliderOptions(values, 'event_slider_count')}>
          {events.map((e) => (
            <EventCard key={e.id} event={e} options={card} />
          ))}
        </Slider>
      )}
    </Widget>
  );
}
