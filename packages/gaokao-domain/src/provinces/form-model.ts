import type { ProvinceReform } from '../validation/subject-group';
import { shortProvince } from '../filters/short-province';

/** What one 志愿 of a province's ordinary 本科 batch names. */
export type WishUnit =
  /** 院校专业组: a college's group of majors with one subject requirement; the majors are ranked inside the group. */
  | '院校专业组'
  /** 院校+专业 (专业（类）+院校): one major (or major class) of one college per 志愿. */
  | '院校+专业'
  /** 院校: a college, with majors ranked inside it (the old 文理 system). */
  | '院校'
  /** No gaokao form (香港, 澳门, 台湾). */
  | '无';

/** One batch a province's form offers, and the batch of the data it reads. */
export interface ProvinceBatch {
  /** The name the province's examination authority uses (浙江 普通类一段). */
  name: string;
  /** The batch the season data is keyed by. */
  canonical: '本科批' | '专科批';
}

/**
 * A province's gaokao unit and form model (the ordinary 普通类 本科 batch): the exam model, what a 志愿 names, how many
 * 志愿 the form holds, how many majors a 志愿 lists, and the batch names the form offers. `confirmed` is false where
 * the rule was not checked against the province's own 招生录取实施办法. Where each rule comes from is in
 * ./form-notes.ts (`provinceFormNote`), apart: nothing that reads the model shows it.
 */
export interface ProvinceFormModel {
  /** Short name (广东, not 广东省). */
  province: string;
  reform: ProvinceReform;
  unit: WishUnit;
  /** 志愿 of the ordinary 本科 batch; null where unknown or no form. */
  wishes: number | null;
  /** Majors per 志愿 (per 院校专业组 or per 院校); null for 院校+专业 (one major each) or unknown. */
  majorsPerWish: number | null;
  /** The ordinary batches the form offers (in the season data's order); the spec's 本科批, 专科批 where unset. */
  batches?: readonly ProvinceBatch[];
  confirmed: boolean;
}

const b = (name: string, canonical: ProvinceBatch['canonical']): ProvinceBatch => ({ name, canonical });
const m = (
  province: string,
  reform: ProvinceReform,
  unit: WishUnit,
  wishes: number | null,
  majorsPerWish: number | null,
  confirmed: boolean,
  batches?: readonly ProvinceBatch[],
): ProvinceFormModel => ({ province, reform, unit, wishes, majorsPerWish, confirmed, ...(batches ? { batches } : {}) });

/**
 * Every province's unit and form model (the 2025 rules of the ordinary 本科 batch), by short name, in
 * administrative-code order. The unit of the provinces with real admission lines agrees with how their authority
 * published them (../shared/data/real-national: per 专业组 or per major). A Map: "__proto__" names no province.
 */
export const PROVINCE_FORM_MODELS: ReadonlyMap<string, ProvinceFormModel> = new Map(
  [
    m('北京', '3+3', '院校专业组', 30, 6, true, [b('本科普通批', '本科批'), b('专科普通批', '专科批')]),
    m('天津', '3+3', '院校专业组', 50, 6, true, [
      b('普通本科批A阶段', '本科批'),
      b('普通本科批B阶段', '本科批'),
      b('高职（专科）批', '专科批'),
    ]),
    m('河北', '3+1+2', '院校+专业', 96, null, true),
    m('山西', '3+1+2', '院校专业组', 45, 6, false),
    m('内蒙古', '3+1+2', '院校专业组', 45, 6, false),
    m('辽宁', '3+1+2', '院校+专业', 112, null, true),
    m('吉林', '3+1+2', '院校专业组', 40, 6, false),
    m('黑龙江', '3+1+2', '院校专业组', 40, 6, false),
    m('上海', '3+3', '院校专业组', 24, 4, true, [b('本科普通批', '本科批'), b('专科普通批', '专科批')]),
    m('江苏', '3+1+2', '院校专业组', 40, 6, true),
    m('浙江', '3+3', '院校+专业', 80, null, true, [b('普通类一段', '本科批'), b('普通类二段', '专科批')]),
    m('安徽', '3+1+2', '院校专业组', 45, 6, false),
    m('福建', '3+1+2', '院校专业组', 40, 6, true),
    m('江西', '3+1+2', '院校专业组', 45, 6, false),
    m('山东', '3+3', '院校+专业', 96, null, true, [b('普通类一段', '本科批'), b('普通类二段', '专科批')]),
    m('河南', '3+1+2', '院校专业组', 48, 6, false),
    m('湖北', '3+1+2', '院校专业组', 45, 6, true),
    m('湖南', '3+1+2', '院校专业组', 45, 6, true),
    m('广东', '3+1+2', '院校专业组', 45, 6, true),
    m('广西', '3+1+2', '院校专业组', 40, 6, false),
    m('海南', '3+3', '院校专业组', 30, 6, false, [b('本科普通批', '本科批'), b('高职（专科）批', '专科批')]),
    m('重庆', '3+1+2', '院校+专业', 96, null, true),
    m('四川', '3+1+2', '院校专业组', 45, 6, false),
    m('贵州', '3+1+2', '院校+专业', 96, null, true),
    m('云南', '3+1+2', '院校专业组', 40, 6, false),
    m('西藏', 'old', '院校', null, null, false),
    m('陕西', '3+1+2', '院校专业组', 45, 6, false),
    m('甘肃', '3+1+2', '院校专业组', 45, 6, false),
    m('青海', '3+1+2', '院校专业组', 45, 6, false),
    m('宁夏', '3+1+2', '院校专业组', 45, 6, false),
    m('新疆', 'old', '院校', null, null, false),
    m('香港', 'none', '无', null, null, true),
    m('澳门', 'none', '无', null, null, true),
    m('台湾', 'none', '无', null, null, true),
  ].map((x) => [x.province, x] as const),
);

/** The form model of a province ("广东省" reads as 广东); undefined for a text that names no province. */
export function provinceFormModel(province: string | null | undefined): ProvinceFormModel | undefined {
  return PROVINCE_FORM_MODELS.get(shortProvince(province));
}
