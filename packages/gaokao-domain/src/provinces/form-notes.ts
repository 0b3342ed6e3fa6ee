import { shortProvince } from '../filters/short-province';
import { provinceFormModel } from './form-model';

const UNCONFIRMED = '未经核对：未对照本省考试院公布的录取实施办法，志愿数与每组专业数仅供参考。';

/**
 * Where each province's form model (./form-model.ts) comes from, by short name. Apart from the model: the pages that
 * read the model show none of it, and the home page would otherwise download it.
 */
export const PROVINCE_FORM_NOTES: ReadonlyMap<string, string> = new Map([
    ['北京', '北京教育考试院：本科普通批 30 个院校专业组志愿，每组 6 个专业'],
    ['天津', '天津市教育招生考试院：普通本科批分 A、B 两阶段，每阶段 50 个院校专业组志愿，每组 6 个专业'],
    ['河北', '河北省教育考试院：本科批 96 个“专业（类）+院校”志愿'],
    ['山西', '山西省招生考试管理中心：2025 年首届新高考，普通本科批按院校专业组投档'],
    ['内蒙古', '内蒙古自治区教育招生考试中心：2025 年首届新高考'],
    ['辽宁', '辽宁省招生考试办公室：本科批 112 个“专业+院校”志愿'],
    ['吉林', '吉林省教育考试院：2024 年首届新高考，本科批按院校专业组投档'],
    ['黑龙江', '黑龙江省招生考试院：2024 年首届新高考，普通本科批按院校专业组投档'],
    ['上海', '上海市教育考试院：本科普通批 24 个院校专业组志愿，每组 4 个专业'],
    ['江苏', '江苏省教育考试院：本科批 40 个院校专业组志愿，每组 6 个专业'],
    ['浙江', '浙江省教育考试院：普通类分两段，每段 80 个“专业+学校”志愿'],
    ['安徽', '安徽省教育招生考试院：2024 年首届新高考，本科批按院校专业组投档'],
    ['福建', '福建省教育考试院：本科批 40 个院校专业组志愿，每组 6 个专业'],
    ['江西', '江西省教育考试院：2024 年首届新高考，本科批按院校专业组投档'],
    ['山东', '山东省教育招生考试院：常规批分段填报，每段 96 个“专业（类）+学校”志愿'],
    ['河南', '河南省教育考试院：2025 年首届新高考，本科批按院校专业组投档；2024 年前为文理分科（本科一批、二批）'],
    ['湖北', '湖北省教育考试院：本科普通批 45 个院校专业组志愿，每组 6 个专业'],
    ['湖南', '湖南省教育考试院：本科批 45 个院校专业组志愿，每组 6 个专业'],
    ['广东', '广东省教育考试院：本科批 45 个院校专业组志愿，每组 6 个专业'],
    ['广西', '广西招生考试院：2024 年首届新高考，本科普通批按院校专业组投档'],
    ['海南', '海南省考试局：本科普通批按院校专业组投档'],
    ['重庆', '重庆市教育考试院：本科批 96 个“专业+院校”志愿'],
    ['四川', '四川省教育考试院：2025 年首届新高考，本科批按院校专业组投档'],
    ['贵州', '贵州省招生考试院：本科批 96 个“专业+院校”志愿'],
    ['云南', '云南省招生考试院：2025 年首届新高考，本科批按院校专业组投档；2024 年前为文理分科'],
    ['西藏', '西藏自治区教育考试院：文理分科，按院校投档'],
    ['陕西', '陕西省教育考试院：2025 年首届新高考，本科批按院校专业组投档；2024 年前为文理分科'],
    ['甘肃', '甘肃省教育考试院：2024 年首届新高考，本科批按院校专业组投档'],
    ['青海', '青海省教育招生考试院：2025 年首届新高考，本科批按院校专业组投档'],
    ['宁夏', '宁夏教育考试院：2025 年首届新高考；2025 年投档线按院校公布'],
    ['新疆', '新疆维吾尔自治区教育考试院：文理分科，本科一批、二批按院校投档'],
    ['香港', '不参加内地高考志愿填报'],
    ['澳门', '不参加内地高考志愿填报'],
    ['台湾', '不参加内地高考志愿填报'],
]);

/**
 * The source note of a province's form model ("广东省" reads as 广东), ending in 未经核对 where the rule was not
 * checked against the province's own 招生录取实施办法; undefined for a text that names no province.
 */
export function provinceFormNote(province: string | null | undefined): string | undefined {
  const model = provinceFormModel(province);
  const note = PROVINCE_FORM_NOTES.get(shortProvince(province));
  if (!model || note === undefined) return undefined;
  return model.confirmed ? note : `${note}${note ? '；' : ''}${UNCONFIRMED}`;
}
