import { useNavigate } from 'react-router-dom';
import { Button, Empty, Flex, Typography } from 'antd';
import { ConferenceImportButton } from './ConferenceImportButton';
import { SCHEDULES_PATH } from './paths';

/**
 * The empty state of the schedule list (route /schedules/empty): a way to create the first
 * schedule and a way to import a conference. An import that wrote schedules leads to the list.
 */
export default function SchedulesEmpty() {
  const navigate = useNavigate();
  return (
    <Empty
      style={{ marginTop: 64 }}
      description={
        <Flex vertical gap={4}>
          <Typography.Title level={2} style={{ margin: 0 }}>
            No schedules yet
          </Typography.Title>
          <Typography.Text type="secondary">
            Create a day program with its sessions, or import a conference schedule (Pentabarf/Frab XML or Frab JSON).
          </Typography.Text>
        </Flex>
      }
    >
      <Flex gap={8} justify="center">
        <Button type="primary" onClick={() => navigate(`${SCHEDULES_PATH}/create`)}>
          Create Schedule
        </Button>
        <ConferenceImportButton onImported={(summary) => summary.created.schedules + summary.updated.schedules > 0 && navigate(SCHEDULES_PATH)} />
      </Flex>
    </Empty>
  );
}
