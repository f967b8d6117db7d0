import { i18n } from '@lingui/core';
import { useNavigate } from 'react-router-dom';
import { Button } from 'antd';
import { CONFERENCE_IMPORT_NEEDS } from '@eventory/core';
import { useCanAll } from '../../app/permissions';
import { EmptyState } from '../../shared/EmptyState';
import { ConferenceImportButton } from './ConferenceImportButton';
import { SCHEDULES_PATH } from './paths';
import { ScreenTitle } from '../../shared/ScreenTitle';

/**
 * The empty state of the schedule list (route /schedules/empty): a way to create the first
 * schedule and, for roles that may import one, a way to import a conference. An import that wrote
 * schedules leads to the list.
 */
export default function SchedulesEmpty() {
  const navigate = useNavigate();
  const canImport = useCanAll(CONFERENCE_IMPORT_NEEDS);
  return (
    <>
      <ScreenTitle hidden>{i18n._('Schedules')}</ScreenTitle>
      <EmptyState
        title={i18n._('No schedules yet')}
        text={
          canImport
            ? i18n._('Create a day program with its sessions, or import a conference schedule (Pentabarf/Frab XML or Frab JSON).')
            : i18n._('Create a day program with its sessions.')
        }
      >
        <Button type="primary" onClick={() => navigate(`${SCHEDULES_PATH}/create`)}>
          {i18n._('Create Schedule')}
        </Button>
        <ConferenceImportButton onImported={(summary) => summary.created.schedules + summary.updated.schedules > 0 && navigate(SCHEDULES_PATH)} />
      </EmptyState>
    </>
  );
}
