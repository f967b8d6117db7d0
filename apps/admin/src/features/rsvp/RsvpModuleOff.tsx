import { i18n } from '@lingui/core';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useCan } from '../../app/permissions';
import { ScreenTitle } from '../../shared/ScreenTitle';

/**
 * What the RSVP report's screens show while the global setting modules.rsvp is off (its help text:
 * 'Turns the RSVP actions and the RSVP report on or off'): walk of 30 Nov 2026, the report and the
 * invitations still worked in full. The responses stay stored; a link to Settings for those who may change it.
 */
export default function RsvpModuleOff() {
  const canSetUp = useCan('etn_manage_setting');
  const navigate = useNavigate();
  return (
    <Result
      status="info"
      title={<ScreenTitle>{i18n._('The RSVP module is off in Settings')}</ScreenTitle>}
      subTitle={i18n._('The RSVP report and invitations are off while it is. The answers given so far are kept.')}
      extra={
        canSetUp && (
          <Button type="primary" onClick={() => navigate('/settings')}>
            {i18n._('Open Settings')}
          </Button>
        )
      }
    />
  );
}
