import { i18n } from '@lingui/core';
import { Link, useNavigate } from 'react-router-dom';
import { Avatar, Button, Flex, Tag, Typography, type TableColumnsType } from 'antd';
import type { Speaker, SpeakerCategory } from '@eventory/core';
import { groupText, ROLE_LABELS } from './speakerFields';

const ROLE_COLORS: Record<SpeakerCategory, string> = { speaker: 'blue', organizer: 'purple' };

/** The edit route of a speaker. */
export const editSpeakerPath = (id: number) => `/speakers/edit/${id}`;

/** The Name column: photo (or initial), the name linking to the editor, and the designation. */
function NameCell({ speaker }: { speaker: Speaker }) {
  return (
    <Flex gap={12} align="center">
      <Avatar src={speaker.image || undefined} alt="" size={40} style={{ flex: 'none' }}>
        {speaker.name.charAt(0).toUpperCase()}
      </Avatar>
      <Flex vertical>
        <Link to={editSpeakerPath(speaker.id)}>{speaker.name}</Link>
        {speaker.designation && <Typography.Text type="secondary">{speaker.designation}</Typography.Text>}
      </Flex>
    </Flex>
  );
}

/** The Action column: view the public page in a new tab, edit, delete. */
function ActionCell({ speaker, onDelete }: { speaker: Speaker; onDelete: (speaker: Speaker) => void }) {
  const navigate = useNavigate();
  return (
    <Flex gap={8}>
      <Button
        size="small"
        href={speaker.author_url}
        target="_blank"
        rel="noopener noreferrer"
        disabled={!speaker.author_url}
        aria-label={i18n._('View the page of {name} (opens in a new tab)', { name: speaker.name })}
      >
        {i18n._('View')}
      </Button>
      <Button size="small" onClick={() => navigate(editSpeakerPath(speaker.id))} aria-label={i18n._('Edit {name}', { name: speaker.name })}>
        {i18n._('Edit')}
      </Button>
      <Button size="small" danger onClick={() => onDelete(speaker)} aria-label={i18n._('Delete {name}', { name: speaker.name })}>
        {i18n._('Delete')}
      </Button>
    </Flex>
  );
}

/**
 * The columns of the speaker list (SPEC §2): Name, Group (joined), Role (tags) and Action: view the
 * public author page in a new tab, edit, and delete (`onDelete` confirms first).
 */
export function speakerColumns(onDelete: (speaker: Speaker) => void): TableColumnsType<Speaker> {
  return [
    { title: i18n._('Name'), key: 'name', render: (_, speaker) => <NameCell speaker={speaker} /> },
    { title: i18n._('Group'), key: 'group', render: (_, speaker) => groupText(speaker.speaker_group) },
    {
      title: i18n._('Role'),
      key: 'role',
      width: 200,
      render: (_, speaker) => (
        <Flex gap={4} wrap>
          {speaker.category.map((role) => (
            <Tag key={role} color={ROLE_COLORS[role]}>
              {ROLE_LABELS[role]}
            </Tag>
          ))}
        </Flex>
      ),
    },
    { title: i18n._('Action'), key: 'action', width: 230, render: (_, speaker) => <ActionCell speaker={speaker} onDelete={onDelete} /> },
  ];
}
