import { useNavigate } from 'react-router-dom';
import { Button } from 'antd';
import { EmptyState } from '../../shared/EmptyState';
import { ConferenceImportButton } from './ConferenceImportButton';
import { SCHEDULES_PATH } from './paths';
import { ScreenTitle } from '../../shared/ScreenTitle';

/**
 * The empty state of the schedule list (route /schedules/empty): a way to create the first
 * schedule and a way to import a conference. An import that wrote schedules leads to the list.
 */
export default function SchedulesEmpty() {
  const navigate = useNavigate();
  return (
    <>
      <ScreenTitle hidden>Schedules</ScreenTitle>
      <EmptyState
        title="No schedules yet"
        text="Create a day program with its sessions, or import a conference schedule (Pentabarf/Frab XML or Frab JSON)."
      >
        <Button type="primary" onClick={() => navigate(`${SCHEDULES_PATH}/create`)}>
          Create Schedule
        </Button>
        <ConferenceImportButton onImported={(summary) => summary.created.schedules + summary.updated.schedules > 0 && navigate(SCHEDULES_PATH)} />
      </EmptyState>
    </>
  );
}
