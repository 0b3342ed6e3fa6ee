import { describe, expect, it } from 'vitest';
import type { MemberRole } from '../permissions/role';
import { editableFields, type VolunteerEditField } from './editable-fields';

type Case = { name: string; role: MemberRole; fields: VolunteerEditField[] };
const cases: Case[] = [
  { name: 'a free user (1)', role: 1, fields: ['name', 'sex'] },
  { name: 'a VIP (2)', role: 2, fields: ['name', 'sex', 'batch', 'score', 'subjects', 'province'] },
  { name: 'an agent (3)', role: 3, fields: ['name', 'sex', 'batch', 'score', 'subjects', 'province'] },
];

describe('given a role in the edit-volunteer dialog', () => {
  it.each(cases)('should let $name change $fields', ({ role, fields }) => {
    expect(editableFields(role)).toEqual(fields);
  });
});
