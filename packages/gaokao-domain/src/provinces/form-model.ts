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
 * the rule was not checked against the province's own 招生录取实施办法; the note then says so.
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
  /** Where the rule comes from, and what is not confirmed. */
  note: string;
}

const b = (name: string, canonical: ProvinceBatch['canonical']): ProvinceBatch => ({ name, canonical });
const UNCONFIRMED = '未经核对：未对照本省考试院公布的录取实施办法，志愿数与每组专业数仅供参考。';

const m = (
  province: string,
  reform: ProvinceReform,
  unit: WishUnit,
  wishes: number | null,
  majorsPerWish: number | null,
  confirmed: boolean,
  note: string,
  batches?: readonly ProvinceBatch[],
): ProvinceFormModel => ({ province, reform, unit, wishes, majorsPerWish, confirmed, note: confirmed ? note : `${note}${note ? '；' : ''}${UNCONFIRMED}`, ...(batches ? { batches } : {}) });

/**
 * Every province's unit and form model (the 2025 rules of the ordinary 本科 batch), by short name, in
 * administrative-code order. The unit of the provinces with real admission lines agrees with how their authority
 * published them (../shared/data/real-national: per 专业组 or per major). A Map: "__proto__" names no province.
 */
export const PROVINCE_FORM_MODELS: ReadonlyMap<string, ProvinceFormModel> = new Map(
  [
    m('北京', '3+3', '院校专业组', 30, 6, true, '北京教育考试院：本科普通批 30 个院校专业组志愿，每组 6 个专业', [b('本科普通批', '本科批'), b('专科普通批', '专科批')]),
    m('天津', '3+3', '院校专业组', 50, 6, true, '天津市教育招生考试院：普通本科批分 A、B 两阶段，每阶段 50 个院校专业组志愿，每组 6 个专业', [
      b('普通本科批A阶段', '本科批'),
      b('普通本科批B阶段', '本科批'),
      b('高职（专科）批', '专科批'),
    ]),
    m('河北', '3+1+2', '院校+专业', 96, null, true, '河北省教育考试院：本科批 96 个“专业（类）+院校”志愿'),
    m('山西', '3+1+2', '院校专业组', 45, 6, false, '山西省招生考试管理中心：2025 年首届新高考，普通本科批按院校专业组投档'),
    m('内蒙古', '3+1+2', '院校专业组', 45, 6, false, '内蒙古自治区教育招生考试中心：2025 年首届新高考'),
    m('辽宁', '3+1+2', '院校+专业', 112, null, true, '辽宁省招生考试办公室：本科批 112 个“专业+院校”志愿'),
    m('吉林', '3+1+2', '院校专业组', 40, 6, false, '吉林省教育考试院：2024 年首届新高考，本科批按院校专业组投档'),
    m('黑龙江', '3+1+2', '院校专业组', 40, 6, false, '黑龙江省招生考试院：2024 年首届新高考，普通本科批按院校专业组投档'),
    m('上海', '3+3', '院校专业组', 24, 4, true, '上海市教育考试院：本科普通批 24 个院校专业组志愿，每组 4 个专业', [b('本科普通批', '本科批'), b('专科普通批', '专科批')]),
    m('江苏', '3+1+2', '院校专业组', 40, 6, true, '江苏省教育考试院：本科批 40 个院校专业组志愿，每组 6 个专业'),
    m('浙江', '3+3', '院校+专业', 80, null, true, '浙江省教育考试院：普通类分两段，每段 80 个“专业+学校”志愿', [b('普通类一段', '本科批'), b('普通类二段', '专科批')]),
    m('安徽', '3+1+2', '院校专业组', 45, 6, false, '安徽省教育招生考试院：2024 年首届新高考，本科批按院校专业组投档'),
    m('福建', '3+1+2', '院校专业组', 40, 6, true, '福建省教育考试院：本科批 40 个院校专业组志愿，每组 6 个专业'),
    m('江西', '3+1+2', '院校专业组', 45, 6, false, '江西省教育考试院：2024 年首届新高考，本科批按院校专业组投档'),
    m('山东', '3+3', '院校+专业', 96, null, true, '山东省教育招生考试院：常规批分段填报，每段 96 个“专业（类）+学校”志愿', [b('普通类一段', '本科批'), b('普通类二段', '专科批')]),
    m('河南', '3+1+2', '院校专业组', 48, 6, false, '河南省教育考试院：2025 年首届新高考，本科批按院校专业组投档；2024 年前为文理分科（本科一批、二批）'),
    m('湖北', '3+1+2', '院校专业组', 45, 6, true, '湖北省教育考试院：本科普通批 45 个院校专业组志愿，每组 6 个专业'),
    m('湖南', '3+1+2', '院校专业组', 45, 6, true, '湖南省教育考试院：本科批 45 个院校专业组志愿，每组 6 个专业'),
    m('广东', '3+1+2', '院校专业组', 45, 6, true, '广东省教育考试院：本科批 45 个院校专业组志愿，每组 6 个专业'),
    m('广西', '3+1+2', '院校专业组', 40, 6, false, '广西招生考试院：2024 年首届新高考，本科普通批按院校专业组投档'),
    m('海南', '3+3', '院校专业组', 30, 6, false, '海南省考试局：本科普通批按院校专业组投档', [b('本科普通批', '本科批'), b('高职（专科）批', '专科批')]),
    m('重庆', '3+1+2', '院校+专业', 96, null, true, '重庆市教育考试院：本科批 96 个“专业+院校”志愿'),
    m('四川', '3+1+2', '院校专业组', 45, 6, false, '四川省教育考试院：2025 年首届新高考，本科批按院校专业组投档'),
    m('贵州', '3+1+2', '院校+专业', 96, null, true, '贵州省招生考试院：本科批 96 个“专业+院校”志愿'),
    m('云南', '3+1+2', '院校专业组', 40, 6, false, '云南省招生考试院：2025 年首届新高考，本科批按院校专业组投档；2024 年前为文理分科'),
    m('西藏', 'old', '院校', null, null, false, '西藏自治区教育考试院：文理分科，按院校投档'),
    m('陕西', '3+1+2', '院校专业组', 45, 6, false, '陕西省教育考试院：2025 年首届新高考，本科批按院校专业组投档；2024 年前为文理分科'),
    m('甘肃', '3+1+2', '院校专业组', 45, 6, false, '甘肃省教育考试院：2024 年首届新高考，本科批按院校专业组投档'),
    m('青海', '3+1+2', '院校专业组', 45, 6, false, '青海省教育招生考试院：2025 年首届新高考，本科批按院校专业组投档'),
    m('宁夏', '3+1+2', '院校专业组', 45, 6, false, '宁夏教育考试院：2025 年首届新高考；2025 年投档线按院校公布'),
    m('新疆', 'old', '院校', null, null, false, '新疆维吾尔自治区教育考试院：文理分科，本科一批、二批按院校投档'),
    m('香港', 'none', '无', null, null, true, '不参加内地高考志愿填报'),
    m('澳门', 'none', '无', null, null, true, '不参加内地高考志愿填报'),
    m('台湾', 'none', '无', null, null, true, '不参加内地高考志愿填报'),
  ].map((x) => [x.province, x] as const),
);

/** The form model of a province ("广东省" reads as 广东); undefined for a text that names no province. */
export function provinceFormModel(province: string | null | undefined): ProvinceFormModel | undefined {
  return PROVINCE_FORM_MODELS.get(shortProvince(province));
}
