import { describe, expect, it } from 'vitest';
import { PROVINCE_FORM_MODELS, provinceFormModel, type WishUnit } from './form-model';
import { PROVINCE_FORM_NOTES, provinceFormNote } from './form-notes';
import { PROVINCE_BATCHES, provinceBatches } from './batches';
import { GAOKAO_PROVINCE_NAMES, PROVINCES } from './provinces';
import { PROVINCE_REFORMS, provinceReform } from '../validation/province-model';

describe('province form model table', () => {
  // [province, unit, 志愿, majors per 志愿, confirmed, first batch]
  const cases: [string, WishUnit, number | null, number | null, boolean, string][] = [
    ['广东', '院校专业组', 45, 6, true, '本科批'],
    ['广东省', '院校专业组', 45, 6, true, '本科批'],
    ['江苏', '院校专业组', 40, 6, true, '本科批'],
    ['上海', '院校专业组', 24, 4, true, '本科普通批'],
    ['北京', '院校专业组', 30, 6, true, '本科普通批'],
    ['天津', '院校专业组', 50, 6, true, '普通本科批A阶段'],
    ['河北', '院校+专业', 96, null, true, '本科批'],
    ['辽宁', '院校+专业', 112, null, true, '本科批'],
    ['浙江', '院校+专业', 80, null, true, '普通类一段'],
    ['山东', '院校+专业', 96, null, true, '普通类一段'],
    ['重庆', '院校+专业', 96, null, true, '本科批'],
    ['贵州', '院校+专业', 96, null, true, '本科批'],
    ['海南', '院校专业组', 30, 6, false, '本科普通批'],
    ['四川', '院校专业组', 45, 6, false, '本科批'],
    ['新疆', '院校', null, null, false, '本科批'],
    ['西藏', '院校', null, null, false, '本科批'],
    ['香港', '无', null, null, true, '本科批'],
  ];
  for (const [p, unit, wishes, majors, confirmed, batch] of cases) {
    it(`${p}: ${unit} ${String(wishes)}×${String(majors)}`, () => {
      const x = provinceFormModel(p);
      expect(x).toBeDefined();
      expect([x!.unit, x!.wishes, x!.majorsPerWish, x!.confirmed]).toEqual([unit, wishes, majors, confirmed]);
      expect(provinceBatches(p)[0]).toBe(batch);
    });
  }

  it('names nothing for a text that is no province, "__proto__" included', () => {
    expect(provinceFormModel('火星')).toBeUndefined();
    expect(provinceFormModel('__proto__')).toBeUndefined();
  });

  it('holds every province of the list and of the pinyin table, once', () => {
    for (const p of GAOKAO_PROVINCE_NAMES) expect(PROVINCE_FORM_MODELS.has(p), p).toBe(true);
    expect([...PROVINCE_FORM_MODELS.keys()].sort()).toEqual(PROVINCES.map((p) => p.name).sort());
  });

  it('gives every province a source note, and says so where the rule is not confirmed', () => {
    expect([...PROVINCE_FORM_NOTES.keys()]).toEqual([...PROVINCE_FORM_MODELS.keys()]);
    for (const x of PROVINCE_FORM_MODELS.values()) {
      const note = provinceFormNote(x.province) ?? '';
      expect(note.length, x.province).toBeGreaterThan(4);
      expect(note.includes('未经核对'), x.province).toBe(!x.confirmed);
    }
    expect(provinceFormNote('广东省')).toBe('广东省教育考试院：本科批 45 个院校专业组志愿，每组 6 个专业');
    expect(provinceFormNote('海南')).toBe('海南省考试局：本科普通批按院校专业组投档；未经核对：未对照本省考试院公布的录取实施办法，志愿数与每组专业数仅供参考。');
    expect(provinceFormNote('火星')).toBeUndefined();
    expect(provinceFormNote('__proto__')).toBeUndefined();
  });

  it('is consistent: a group lists 1–6 majors, 院校+专业 lists none, a form without 志愿 is unconfirmed or has no gaokao', () => {
    for (const x of PROVINCE_FORM_MODELS.values()) {
      if (x.unit === '院校专业组') expect(x.majorsPerWish, x.province).toBeGreaterThanOrEqual(1);
      if (x.unit === '院校专业组') expect(x.majorsPerWish, x.province).toBeLessThanOrEqual(6);
      if (x.unit === '院校+专业') expect(x.majorsPerWish, x.province).toBeNull();
      if (x.wishes == null) expect(!x.confirmed || x.unit === '无', x.province).toBe(true);
      expect(x.unit === '无', x.province).toBe(x.reform === 'none');
      expect(x.unit === '院校', x.province).toBe(x.reform === 'old');
    }
  });

  it('is the one table the reforms and the batch names are read from', () => {
    for (const x of PROVINCE_FORM_MODELS.values()) {
      expect(provinceReform(x.province)).toBe(x.reform);
      expect(PROVINCE_REFORMS.get(x.province)).toBe(x.reform);
      expect(PROVINCE_BATCHES.get(x.province)).toBe(x.batches);
    }
  });
});
