import { describe, expect, it } from 'vitest';
import { isMainlandMobile } from './is-mainland-mobile';

type Case = { name: string; phone: string | null | undefined; valid: boolean };
const cases: Case[] = [
  { name: 'a 139 number', phone: '13912345678', valid: true },
  { name: 'a 199 number', phone: '19912345678', valid: true },
  { name: 'a padded number', phone: ' 15012345678 ', valid: true },
  { name: '10 digits', phone: '1391234567', valid: false },
  { name: '12 digits', phone: '139123456789', valid: false },
  { name: 'a 12x prefix', phone: '12912345678', valid: false },
  { name: 'a landline', phone: '01012345678', valid: false },
  { name: 'a +86 prefix', phone: '+8613912345678', valid: false },
  { name: 'inner spaces', phone: '139 1234 5678', valid: false },
  { name: 'full-width digits', phone: '１３９１２３４５６７８', valid: false },
  { name: 'empty', phone: '', valid: false },
  { name: 'null', phone: null, valid: false },
  { name: 'undefined', phone: undefined, valid: false },
];

describe('given a phone number', () => {
  it.each(cases)('should call $name valid=$valid', ({ phone, valid }) => {
    expect(isMainlandMobile(phone)).toBe(valid);
  });
});
