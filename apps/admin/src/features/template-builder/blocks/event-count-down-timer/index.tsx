import { i18n } from '@lingui/core';
import { DynamicPreview } from '../shared/DynamicPreview';
import { saveNothing, type TemplateBlockDefinition } from '../shared/registerTemplateBlock';

/** Days, hours, minutes and seconds until the start. */
export const eventCountDownTimer: TemplateBlockDefinition = {
  name: 'eventin-pro/event-count-down-timer',
  edit: ({ attributes: a }) => {
    const units: Array<[string, string]> = [
      ['12', i18n._('Days')],
      ['08', i18n._('Hours')],
      ['45', i18n._('Minutes')],
      ...(a.showSeconds === false ? [] : [['30', i18n._('Seconds')] as [string, string]]),
    ];
    return (
      <DynamicPreview name="eventin-pro/event-count-down-timer">
        <div className="etn-countdown">
          {units.map(([n, unit]) => (
            <div key={unit}>
              <strong>{n}</strong>
              <span>{unit}</span>
            </div>
          ))}
        </div>
      </DynamicPreview>
    );
  },
  save: saveNothing,
};
