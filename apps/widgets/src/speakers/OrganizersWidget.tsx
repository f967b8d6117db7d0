import type { WidgetValues } from '@eventory/core';
import type { PublicPerson } from '../data.js';
import { useWidgetLanguage } from '../language.js';
import { isYes, numberOf } from '../values.js';
import { EmptyNote, Widget } from '../Widget.js';
import { PersonPhoto } from './SpeakersWidget.js';

/** Organizer List (`etn_pro_organizers`): logo (company logo, else photo) and website link as asked. */
export function OrganizersWidget({ people, values, title }: { people: PublicPerson[]; values: WidgetValues; title: string }) {
  const showLogo = isYes(values, 'logo');
  const showUrl = isYes(values, 'url');
  const { i18n } = useWidgetLanguage();
  return (
    <Widget title={title} className="ew-organizers">
      {people.length === 0 ? (
        <EmptyNote>{i18n._('No organizers to show.')}</EmptyNote>
      ) : (
        <div className="ew-grid" style={{ ['--ew-columns' as string]: numberOf(values, 'etn_speaker_col', 1) }}>
          {people.map((p) => (
            <article className="ew-person ew-organizer" key={p.id} aria-labelledby={`ew-organizer-${p.id}`}>
              {showLogo && (p.companyLogo ? <img className="ew-logo" src={p.companyLogo} alt="" loading="lazy" /> : <PersonPhoto person={p} />)}
              <div className="ew-person-body">
                <h2 className="ew-title" id={`ew-organizer-${p.id}`}>
                  {p.companyName || p.name}
                </h2>
                {p.companyName && <p className="ew-designation">{p.name}</p>}
                {showUrl && p.companyUrl && (
                  <a className="ew-link" href={p.companyUrl} target="_blank" rel="noopener noreferrer">
                    {i18n._('Visit the website of {name}', { name: p.companyName || p.name })}
                  </a>
                )}
              </div>
            </article>
          ))}
        </div>
      )}
    </Widget>
  );
}
