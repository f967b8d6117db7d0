import { i18n } from '@lingui/core';
import { Flex, Select } from 'antd';
import type { SpeakerCategory } from '@eventory/core';
import { useGroupNameOptions } from '../groups/useGroupNameOptions';
import { ROLE_OPTIONS } from './speakerFields';
import { SearchField } from '../../shared/SearchField';

/** The speaker list's filters besides the search. */
export interface SpeakerFilterValues {
  speaker_group?: string;
  category?: SpeakerCategory;
}

interface SpeakerListFiltersProps {
  values: SpeakerFilterValues;
  onChange: (patch: SpeakerFilterValues) => void;
  searchText: string;
  onSearchTextChange: (text: string) => void;
}

/**
 * The speaker list's filters (SPEC §2 "Speaker list"): a searchable group select, a role select
 * (Speaker, Organizer) and the name search, whose debouncing is the caller's.
 */
export function SpeakerListFilters({ values, onChange, searchText, onSearchTextChange }: SpeakerListFiltersProps) {
  const groupOptions = useGroupNameOptions();
  return (
    <Flex gap={8} wrap>
      <Select<string>
        {...groupOptions}
        aria-label={i18n._('Filter by group')}
        placeholder={i18n._('All groups')}
        allowClear
        value={values.speaker_group}
        onChange={(speaker_group) => onChange({ speaker_group })}
        style={{ width: 220 }}
      />
      <Select<SpeakerCategory>
        aria-label={i18n._('Filter by role')}
        placeholder={i18n._('All roles')}
        allowClear
        options={ROLE_OPTIONS}
        value={values.category}
        onChange={(category) => onChange({ category })}
        style={{ width: 160 }}
      />
      <SearchField placeholder={i18n._('Search by name')} value={searchText} onChange={onSearchTextChange} width={240} />
    </Flex>
  );
}
