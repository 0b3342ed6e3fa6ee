import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { defaultOtherScreen, type OtherScreen, parseOtherScreen } from './other-screen';

describe('given a new other filter', () => {
  it('should restrict nothing', () => {
    expect(defaultOtherScreen()).toEqual({
      schooling_length: null,
      tuition_fee_min: '',
      tuition_fee_max: '',
      tuition_fee_no: true,
      specialty_title: [],
      specialty_title_other: '',
      specialty_title_no: [],
      specialty_title_no_other: '',
      zhengji: 0,
      planned_number_min: '',
      planned_number_max: '',
      min_score: '',
      max_score: '',
      isShifan: 0,
      isNewMajor: 0,
      hasZhiJiao: true,
    });
  });
  it('should hand out a fresh object each time', () => {
    const a = defaultOtherScreen();
    a.specialty_title.push('预科');
    expect(defaultOtherScreen().specialty_title).toEqual([]);
  });
});

const saved: OtherScreen = {
  schooling_length: 4,
  tuition_fee_min: '5000',
  tuition_fee_max: '8000',
  tuition_fee_no: false,
  specialty_title: ['中外合作', '自定义'],
  specialty_title_other: '师范，医学',
  specialty_title_no: ['预科'],
  specialty_title_no_other: '',
  zhengji: 2,
  planned_number_min: '2',
  planned_number_max: '',
  min_score: '550',
  max_score: '650',
  isShifan: 1,
  isNewMajor: 2,
  hasZhiJiao: false,
};

type Case = { name: string; saved: unknown; change: Partial<OtherScreen> };
const cases: Case[] = [
  { name: 'broken JSON', saved: '{"schooling_length":', change: {} },
  { name: 'an empty text', saved: '', change: {} },
  { name: 'null', saved: null, change: {} },
  { name: 'a JSON array', saved: '[]', change: {} },
  { name: 'schooling length as text', saved: '{"schooling_length":"5"}', change: { schooling_length: 5 } },
  { name: 'schooling length 0', saved: '{"schooling_length":0}', change: {} },
  { name: 'schooling length 10', saved: { schooling_length: 10 }, change: {} },
  { name: 'schooling length empty text', saved: { schooling_length: '' }, change: {} },
  { name: 'schooling length 不限', saved: { schooling_length: '不限' }, change: {} },
  { name: 'numeric range ends', saved: { min_score: 550, max_score: 650.5 }, change: { min_score: '550', max_score: '650.5' } },
  { name: 'switches as 0/1', saved: { tuition_fee_no: 0, hasZhiJiao: '0' }, change: { tuition_fee_no: false, hasZhiJiao: false } },
  { name: 'choices as text', saved: { zhengji: '1', isShifan: '2', isNewMajor: 'x' }, change: { zhengji: 1, isShifan: 2 } },
  { name: 'a keyword list as comma text', saved: { specialty_title: '专项,预科' }, change: { specialty_title: ['专项', '预科'] } },
  { name: 'a keyword list of wrong types', saved: { specialty_title_no: [1, '八协'] }, change: { specialty_title_no: ['八协'] } },
];

describe('given a saved other_screen', () => {
  it('should read back what was saved as JSON', () => {
    expect(parseOtherScreen(JSON.stringify(saved))).toEqual(saved);
  });
  it.each(cases)('should read $name leniently', ({ saved: value, change }) => {
    expect(parseOtherScreen(value)).toEqual({ ...defaultOtherScreen(), ...change });
  });
});

describe('given any saved value', () => {
  it('should load a screen that survives a save and load unchanged', () => {
    fc.assert(
      fc.property(fc.oneof(fc.json(), fc.object(), fc.string(), fc.anything()), (saved) => {
        const screen = parseOtherScreen(saved);
        expect(parseOtherScreen(JSON.stringify(screen))).toEqual(screen);
      }),
    );
  });
});
