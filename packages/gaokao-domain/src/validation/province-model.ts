import { shortProvince } from '../filters/short-province';
import { PROVINCE_FORM_MODELS } from '../provinces/form-model';
import { normalizeSubjectGroup, type ProvinceReform } from './subject-group';
import {
  ELECTIVES,
  EDIT_MAX_SUBJECTS,
  HOME_MAX_ELECTIVES,
  PRIMARY_SUBJECTS,
  THREE_PLUS_THREE_COUNT,
  THREE_PLUS_THREE_ELECTIVES,
  ZHEJIANG_ELECTIVES,
} from './subjects';

/**
 * The gaokao model of each province (by its short name): 3+3 in 北京, 天津, 上海, 浙江, 山东 and 海南; the old 文理
 * split in 西藏 and 新疆; none in 香港, 澳门 and 台湾; 3+1+2 everywhere else. Read from the province form model table
 * (provinces/form-model.ts), the one place it is written. A Map: "__proto__" names no province.
 */
export const PROVINCE_REFORMS: ReadonlyMap<string, ProvinceReform> = new Map<string, ProvinceReform>(
  [...PROVINCE_FORM_MODELS.values()].map((x) => [x.province, x.reform]),
);

/** The model of a province ("上海市" reads as 上海); undefined for a text that names no province. */
export function provinceReform(province: string | null | undefined): ProvinceReform | undefined {
  return PROVINCE_REFORMS.get(shortProvince(province));
}

/**
 * The model a season's groups imply: 物理类/历史类 → 3+1+2, 综合 → 3+3, 理科/文科 → old; undefined without groups
 * (or with groups of more than one model).
 */
export function reformOfGroups(groups: readonly string[] | null | undefined): ProvinceReform | undefined {
  const reforms = new Set<ProvinceReform>();
  for (const g of groups ?? []) {
    const group = normalizeSubjectGroup(g);
    if (group === '物理类' || group === '历史类') reforms.add('3+1+2');
    else if (group === '综合') reforms.add('3+3');
    else if (group === '理科' || group === '文科') reforms.add('old');
  }
  return reforms.size === 1 ? [...reforms][0] : undefined;
}

/** What a form offers for a province's subjects. */
export type ProvinceSubjects =
  | {
      /** 3+1+2 (and, until the forms know better, every other model): one of 物理/历史 plus two of four electives. */
      model: '3+1+2';
      primary: readonly string[];
      electives: readonly string[];
      /** Electives checked on the home form. */
      homeElectives: number;
      /** Subjects checked in the edit dialog (first choice included). */
      editSubjects: number;
    }
  | {
      /** 3+3: any three of the province's electives, one checkbox group. */
      model: '3+3';
      primary: readonly [];
      electives: readonly string[];
      homeElectives: number;
      editSubjects: number;
    };

/**
 * The subjects a province's forms offer. `reform` overrides the province table (the server passes the model its
 * season's groups imply); a province that is not 3+3 keeps the 3+1+2 forms.
 */
export function provinceSubjects(province: string | null | undefined, reform?: ProvinceReform): ProvinceSubjects {
  const model = reform ?? provinceReform(province);
  if (model === '3+3') {
    const electives = shortProvince(province) === '浙江' ? ZHEJIANG_ELECTIVES : THREE_PLUS_THREE_ELECTIVES;
    return { model: '3+3', primary: [], electives, homeElectives: THREE_PLUS_THREE_COUNT, editSubjects: THREE_PLUS_THREE_COUNT };
  }
  return { model: '3+1+2', primary: PRIMARY_SUBJECTS, electives: ELECTIVES, homeElectives: HOME_MAX_ELECTIVES, editSubjects: EDIT_MAX_SUBJECTS };
}

/** Whether a distinct subject list is a valid 3+3 choice: exactly three, all among the province's electives. */
export function isThreePlusThreeChoice(subjects: readonly string[], electives: readonly string[]): boolean {
  const list = [...new Set(subjects)];
  return list.length === THREE_PLUS_THREE_COUNT && list.every((s) => electives.includes(s));
}
