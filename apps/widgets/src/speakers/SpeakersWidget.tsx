import type { WidgetValues } from '@eventory/core';
import type { PublicPerson } from '../data.js';
import { useWidgetLanguage } from '../language.js';
import { isYes, numberOf, textOf } from '../values.js';
import { EmptyNote, Widget } from '../Widget.js';

/** The initials shown when a person has no photo. */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

/** A person's photo (decorative: the name follows it) or their initials. */
export function PersonPhoto({ person }: { person: PublicPerson }) {
  return person.image ? (
    <img className="ew-photo" src={person.image} alt="" loading="lazy" />
  ) : (
    <span className="ew-photo ew-photo--initials" aria-hidden="true">
      {initials(person.name)}
    </span>
  );
}

/** One speaker card: photo, name, designation and social links as the shortcode asks. */
export function SpeakerCard({ person, showDesignation, showSocial }: { person: PublicPerson; showDesignation: boolean; showSocial: boolean }) {
  const { i18n } = useWidgetLanguage();
  const headingId = `ew-speaker-${person.id}`;
  return (
    <article className="ew-person" aria-labelledby={headingId}>
      <PersonPhoto person={person} />
      <div className="ew-person-body">
        <h2 className="ew-title" id={headingId}>
          <a href={person.url} target="_top">
            {person.name}
          </a>
        </h2>
        {showDesignation && person.designation && <p className="ew-designation">{person.designation}</p>}
        {showSocial && person.social.length > 0 && (
          <ul className="ew-social" aria-label={i18n._('{name} elsewhere', { name: person.name })}>
            {person.social.map((s) => (
              <li key={s.url}>
                <a href={s.url} target="_blank" rel="noopener noreferrer">
                  {s.platform}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}

/**
 * The Speakers widget (`etn_pro_speakers_standard` / `etn_pro_speakers_classic` with style-1 …
 * style-3): a grid of `speaker_col` columns.
 */
export function SpeakersWidget({ people, values, variant, title }: { people: PublicPerson[]; values: WidgetValues; variant: string | null; title: string }) {
  const { i18n } = useWidgetLanguage();
  const template = variant === 'classic' ? `ew-speakers--classic ew-${textOf(values, 'style', 'style-1')}` : 'ew-speakers--standard';
  return (
    <Widget title={title} className={`ew-speakers ${template}`}>
      {people.length === 0 ? (
        <EmptyNote>{i18n._('No speakers to show.')}</EmptyNote>
      ) : (
        <div className="ew-grid" style={{ ['--ew-columns' as string]: numberOf(values, 'speaker_col', 1) }}>
          {people.map((p) => (
            <SpeakerCard key={p.id} person={p} showDesignation={isYes(values, 'show_designation')} showSocial={isYes(values, 'show_social')} />
          ))}
        </div>
      )}
    </Widget>
  );
}
