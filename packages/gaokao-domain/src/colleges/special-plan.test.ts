import { describe, expect, it } from 'vitest';
import { ordinaryBatchOf, specialPlanBatch, specialPlanOf, specialPlanOfBatch } from './special-plan';

describe('specialPlanOf (where the sources mark a special plan)', () => {
  it.each([
    // [college name, title, remark, batch, plan]
    ['河北大学(保定市)(地方专项计划)[公办]', '哲学', '', '本科批', '地方专项'],
    ['重庆交通大学(地方专项)', '物流管理(地方专项)', '本科批平行志愿', '本科批', '地方专项'],
    ['北京大学(国家专项)', '社会学类(国家专项)', '', '本科提前批B段', '国家专项'],
    ['北京大学', '', '0A3专业组(选考科目不限)国家专项计划 国家专项计划', '本科批B段', '国家专项'],
    ['北京大学', '', '第003组(国家专项计划组)', '普通本科批', '国家专项'],
    ['北京大学(高校专项)', '公共管理类(高校专项)', '', '本科提前批B段', '高校专项'],
    ['辽宁大学', '汉语言文学(辽宁省高校专项计划)', '', '本科批', '高校专项'],
    ['云南农业大学(迪庆专项)', '', '二本及预科原始志愿', '二本及预科', '地方专项'],
    ['对外经济贸易大学', '', '801 第801组(少数民族预科班)', '本科批', '预科'],
    ['中央民族大学', '', '本科一批 预科/民族班', '本科一批', '预科'],
    ['长春工程学院(边防军人子女预科班)[公办]', '本科预科班', '', '本科批', '预科'],
    ['北京印刷学院', '', '一本预科原始志愿', '一本预科', '预科'],
    ['北京语言大学', '', '713专业组 民族班', '本科普通批', '少数民族班'],
    ['安顺学院', '汉语言文学(民族班)', '民族班', '本科批', '少数民族班'],
    ['山西大学', '', '第011组(定向组)', '普通本科批', '定向'],
    ['重庆中医药学院', '中医学(免费医学定向生，定向忠县就业)', '', '本科提前批B段', '定向'],
    ['清华大学', '', '', '国家专项计划批', '国家专项'],
    ['吉林大学', '', '', '地方专项计划批', '地方专项'],
  ] as const)('%s %s %s %s → %s', (collegeName, title, remark, batch, plan) => {
    expect(specialPlanOf({ collegeName, title, remark, batch })).toBe(plan);
  });

  it.each([
    ['中央民族大学', '民族学', '', '本科批'],
    ['中央民族大学', '', '中央民族大学历史类第002组(不限)', '普通本科批平行志愿'],
    ['甘肃政法大学(兰州市)[公办]', '国家安全学', '', '本科批'],
    ['中国农业大学', '农村区域发展', '', '本科批'],
    ['河北金融学院', '', '河北金融学院历史类第002组(不限)协作计划', '普通本科批平行志愿'],
    ['上海理工大学(中外合作)', '机械设计制造及其自动化(中外合作办学)(合作高校为德国富特旺根应用技术大学)', '', '本科批'],
    ['云南大学', '', '二本及预科原始志愿', '二本及预科'],
    ['中央民族', '', '中央民族(01)', '本科普通批次平行志愿'],
  ] as const)('ordinary: %s %s %s %s', (collegeName, title, remark, batch) => {
    expect(specialPlanOf({ collegeName, title, remark, batch })).toBeNull();
  });
});

describe('special-plan batches', () => {
  it('keeps a plan apart under its own batch, and reads it back', () => {
    expect(specialPlanBatch('本科批', '国家专项')).toBe('本科批·国家专项');
    expect(specialPlanOfBatch('本科批·国家专项')).toBe('国家专项');
    expect(ordinaryBatchOf('本科批·国家专项')).toBe('本科批');
    expect(ordinaryBatchOf('本科批')).toBe('本科批');
    expect(specialPlanOfBatch('本科批')).toBeNull();
  });
  it('leaves a batch that names the plan as it is', () => {
    expect(specialPlanBatch('国家专项计划批', '国家专项')).toBe('国家专项计划批');
    expect(specialPlanBatch('一本预科', '预科')).toBe('一本预科');
  });
});
