import { describe, expect, it } from 'vitest';
import { speakerInput, type Speaker } from '@eventory/core';
import { splitFieldErrors } from '../../shared/fieldErrors';
import { groupText, NEW_SPEAKER, ROLE_OPTIONS, SPEAKER_FIELDS, toSpeakerInput, toSpeakerValues } from './speakerFields';
import type { SpeakerValues } from './speakerFields';
import { bodyKey } from '../../shared/formChanges';

const stored: Speaker = {
  id: 7,
  name: 'Ada Lovelace',
  slug: 'ada-lovelace',
  email: 'ada@example.com',
  designation: 'Analyst',
  summary: 'Wrote the first program.\n',
  image: '/uploads/ada.png',
  company_name: 'Analytical Engines',
  company_logo: '',
  company_url: 'https://example.com',
  social: [{ platform: 'Mastodon', url: 'https://example.social/@ada' }],
  category: ['speaker', 'organizer'],
  speaker_group: ['Keynotes'],
  author_url: 'http://localhost/speaker/ada-lovelace',
};

describe('speaker form values', () => {
  it('round-trips a stored speaker into a body the API schema accepts', () => {
    const body = toSpeakerInput(toSpeakerValues(stored));
    expect(body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      designation: 'Analyst',
      summary: 'Wrote the first program.\n',
      image: '/uploads/ada.png',
      company_name: 'Analytical Engines',
      company_logo: '',
      company_url: 'https://example.com',
      social: [{ platform: 'Mastodon', url: 'https://example.social/@ada' }],
      category: ['speaker', 'organizer'],
      speaker_group: ['Keynotes'],
    });
    expect(speakerInput.safeParse(body).success).toBe(true);
  });

  it('does not share arrays with the stored speaker', () => {
    const values = toSpeakerValues(stored);
    values.social.push({ platform: 'X', url: 'https://x.example' });
    values.speaker_group.push('Other');
    expect(stored.social).toHaveLength(1);
    expect(stored.speaker_group).toEqual(['Keynotes']);
  });

  it('trims text, keeps the bio as typed and leaves out blank and repeated group names', () => {
    const body = toSpeakerInput({
      ...NEW_SPEAKER,
      name: '  Grace  ',
      summary: '  indented bio',
      company_url: ' https://example.org ',
      social: [{ platform: ' GitHub ', url: ' https://github.com/grace ' }],
      speaker_group: [' Rust ', 'Rust', '  ', 'Go'],
    });
    expect(body).toMatchObject({
      name: 'Grace',
      summary: '  indented bio',
      company_url: 'https://example.org',
      social: [{ platform: 'GitHub', url: 'https://github.com/grace' }],
      speaker_group: ['Rust', 'Go'],
      category: ['speaker'],
    });
  });

  it('starts a new speaker with the Speaker role, which the API schema accepts once named', () => {
    expect(NEW_SPEAKER.category).toEqual(['speaker']);
    expect(speakerInput.safeParse(toSpeakerInput({ ...NEW_SPEAKER, name: 'New' })).success).toBe(true);
  });

  it('offers the roles Speaker and Organizer', () => {
    expect(ROLE_OPTIONS).toEqual([
      { value: 'speaker', label: 'Speaker' },
      { value: 'organizer', label: 'Organizer' },
    ]);
  });

  it('puts every server field error of the schema on a form field', () => {
    const errors = { name: 'Speaker name is required', 'social.1.url': 'A social link must be a full URL', 'speaker_group.3': 'Too long', category: 'Choose Speaker, Organizer or both' };
    const split = splitFieldErrors(errors, SPEAKER_FIELDS);
    expect(split.unmatched).toEqual([]);
    expect(split.marked.map((entry) => entry.name)).toEqual([['name'], ['social', 1, 'url'], ['speaker_group'], ['category']]);
  });
});

describe('the Group column', () => {
  it('joins the group names, or shows a dash for none', () => {
    expect(groupText(['Keynotes', 'Rust'])).toBe('Keynotes, Rust');
    expect(groupText([])).toBe('—');
  });
});

describe('a speaker form saves differently (its leave guard)', () => {
  const loaded = toSpeakerValues(stored);
  const speakerChanged = (values: SpeakerValues, from: SpeakerValues) => bodyKey(toSpeakerInput, values) !== bodyKey(toSpeakerInput, from);

  it('is false for the loaded values, spaces around a text and a group named twice', () => {
    expect(speakerChanged(toSpeakerValues(stored), loaded)).toBe(false);
    expect(speakerChanged({ ...loaded, name: ' Ada Lovelace ', speaker_group: ['Keynotes', ' Keynotes'] }, loaded)).toBe(false);
    expect(speakerChanged(NEW_SPEAKER, NEW_SPEAKER)).toBe(false);
  });

  it('is true for a changed field, photo, role or social link', () => {
    expect(speakerChanged({ ...loaded, designation: 'Mathematician' }, loaded)).toBe(true);
    expect(speakerChanged({ ...loaded, image: '' }, loaded)).toBe(true);
    expect(speakerChanged({ ...loaded, category: ['speaker'] }, loaded)).toBe(true);
    expect(speakerChanged({ ...loaded, social: [] }, loaded)).toBe(true);
    expect(speakerChanged({ ...NEW_SPEAKER, name: 'Grace' }, NEW_SPEAKER)).toBe(true);
  });
});
