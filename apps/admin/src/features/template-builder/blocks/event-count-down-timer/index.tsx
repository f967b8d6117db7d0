import { i18n } from '@lingui/core';
import { countdownParts, type CountdownParts } from '@eventory/core';
import { DynamicPreview } from '../shared/DynamicPreview';
import { useEditorEvent } from '../shared/editorEvent';
import { saveNothing, type TemplateBlockDefinition } from '../shared/registerTemplateBlock';

/** The sample event's countdown. */
const SAMPLE_COUNTDOWN: CountdownParts = { days: 12, hours: 8, minutes: 45, seconds: 30 };

/** The countdown's cells: value (two digits) and unit. */
function Countdown({ left, showSeconds }: { left: CountdownParts; showSeconds: boolean }) {
  const units: Array<[number, string]> = [
    [left.days, i18n._('Days')],
    [left.hours, i18n._('Hours')],
    [left.minutes, i18n._('Minutes')],
    ...(showSeconds ? [[left.seconds, i18n._('Seconds')] as [number, string]] : []),
  ];
  return (
    <div className="etn-countdown">
      {units.map(([n, unit]) => (
        <div key={unit}>
          <strong>{String(n).padStart(2, '0')}</strong>
          <span>{unit}</span>
        </div>
      ))}
    </div>
  );
}

/** Days, hours, minutes and seconds until the start (the chosen event's, as the canvas is drawn); after it, `expiredText`. */
export const eventCountDownTimer: TemplateBlockDefinition = {
  name: 'eventin-pro/event-count-down-timer',
  edit: function EventCountdownEdit({ attributes: a }) {
    const { facts, live } = useEditorEvent();
    const msLeft = facts.startAt ? Date.parse(facts.startAt) - Date.now() : undefined;
    return (
      <DynamicPreview name="eventin-pro/event-count-down-timer" live={live}>
        {msLeft !== undefined && msLeft <= 0 ? (
          <p>{String(a.expiredText ?? '')}</p>
        ) : (
          <Countdown left={msLeft === undefined ? SAMPLE_COUNTDOWN : countdownParts(msLeft)} showSeconds={a.showSeconds !== false} />
        )}
      </DynamicPreview>
    );
  },
  save: saveNothing,
};
