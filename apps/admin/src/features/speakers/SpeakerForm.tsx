import { i18n } from '@lingui/core';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, Flex, Result, Spin } from 'antd';
import { ApiError } from '../../api/client';
import { useSpeaker } from './queries';
import { SpeakerEditor } from './SpeakerEditor';
import { NEW_SPEAKER, toSpeakerValues } from './speakerFields';
import { ScreenTitle } from '../../shared/ScreenTitle';

/**
 * The speaker create and edit screen (`/speakers/create`, `/speakers/edit/:id`): loads the speaker
 * afresh when editing (a cached copy may predate a group rename), says so when it does not exist or
 * cannot be loaded, then shows the form.
 */
export default function SpeakerForm() {
  const navigate = useNavigate();
  const params = useParams();
  const editingId = params.id === undefined ? undefined : Number(params.id);
  const validId = editingId === undefined || (Number.isInteger(editingId) && editingId > 0);
  const speaker = useSpeaker(validId && editingId !== undefined ? editingId : 0);

  const back = (
    <Button type="primary" onClick={() => navigate('/speakers')}>
      {i18n._('Back to speakers')}
    </Button>
  );
  const missing = !validId || (speaker.error instanceof ApiError && speaker.error.status === 404);

  if (editingId !== undefined && missing) return <Result status="404" title={i18n._('This speaker does not exist.')} extra={back} />;
  if (editingId !== undefined && speaker.error) return <Result status="error" title={i18n._('Could not load the speaker.')} subTitle={speaker.error.message} extra={back} />;
  if (editingId !== undefined && !(speaker.data && speaker.isFetchedAfterMount)) return <Spin style={{ display: 'block', margin: 48 }} aria-label={i18n._('Loading the speaker')} />;

  return (
    <Flex vertical gap={16}>
      <ScreenTitle>
        {editingId === undefined ? i18n._('Add New Speaker') : i18n._('Edit Speaker')}
      </ScreenTitle>
      <SpeakerEditor key={editingId ?? 'new'} editingId={editingId} initialValues={speaker.data ? toSpeakerValues(speaker.data) : NEW_SPEAKER} />
    </Flex>
  );
}
