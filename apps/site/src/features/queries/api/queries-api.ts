import type { CallName as ContractCallName, RequestInput, calls } from 'gaokao-contract';
import { request, type Body, type Method, type RequestOptions } from '../../../lib/http';
import type {
  BatchLine,
  CollegeCode,
  CollegeRank,
  Dataset,
  MajorRankRow,
  MilitarySchool,
  Paged,
  PlanMajor,
  RankRow,
  RankSeat,
  RecruitDetail,
  RecruitRow,
  SubjectAssessmentRow,
  SupplementaryRow,
  TimeRow,
  WorldRow,
} from '../model/types';

/**
 * The contract calls of the comprehensive query pages. Kept in this feature (not the shell's `lib/api.ts`) so the
 * query chunk owns its calls; names, paths and methods only (no zod at run time), each checked against the contract's
 * `calls[name]` by `queries-api.test.ts`.
 */
export const queriesEndpoints = {
  batchGetgroup: { path: '/api/Admin.Config/batchGetgroup', method: 'POST' },
  dictionary: { path: '/api/Admin.Config/dictionary', method: 'POST' },
  oneQuarterList: { path: '/api/OneQuarter/index', method: 'POST' },
  oneQuarterSeat: { path: '/api/OneQuarter/seat', method: 'POST' },
  recruitDataList: { path: '/api/RecruitData/index', method: 'POST' },
  recruitDataDetail: { path: '/api/RecruitData/detail', method: 'POST' },
  recruitDataMajors: { path: '/api/RecruitData/majorList', method: 'POST' },
  omitDataList: { path: '/api/OmitData/index', method: 'POST' },
  collectionPlanList: { path: '/api/Collectionplan/index', method: 'POST' },
  collegeCodeList: { path: '/api/Zonghe/collegeCode', method: 'POST' },
  militaryList: { path: '/api/Zonghe/junshi', method: 'POST' },
  worldList: { path: '/api/Zonghe/worldList', method: 'POST' },
  subjectAssessment: { path: '/api/Zonghe/xuekePinggu', method: 'POST' },
  yearList: { path: '/api/Zonghe/yearList', method: 'POST' },
  timeList: { path: '/api/Zonghe/timeList', method: 'POST' },
  zhengjiList: { path: '/api/Zonghe/zhengjiList', method: 'POST' },
  paiListColl: { path: '/api/Collegiate/paiListColl', method: 'POST' },
  zhuangyePai: { path: '/api/Colleges/zhuangyePai', method: 'POST' },
} as const satisfies { [N in ContractCallName]?: { path: (typeof calls)[N]['path']; method: Method } };

export type QueriesCallName = keyof typeof queriesEndpoints;

/** Reply payloads as these pages read them (the contract leaves the query replies open). */
export interface QueriesReplies {
  batchGetgroup: string[];
  dictionary: { batch_arr?: string[]; onequarter_group?: string[]; omit_group_id?: string[]; dataset?: Dataset };
  oneQuarterList: Paged<RankRow>;
  oneQuarterSeat: RankSeat;
  recruitDataList: Paged<RecruitRow>;
  recruitDataDetail: RecruitDetail;
  recruitDataMajors: PlanMajor[];
  omitDataList: Paged<BatchLine>;
  collectionPlanList: Paged<SupplementaryRow> & { current_year?: number | null; qunian_year?: number | null; qian_year?: number | null };
  collegeCodeList: Paged<CollegeCode>;
  militaryList: Paged<MilitarySchool>;
  worldList: Paged<WorldRow> & { countries?: string[] };
  subjectAssessment: Paged<SubjectAssessmentRow>;
  yearList: number[];
  timeList: TimeRow[];
  zhengjiList: Paged<SupplementaryRow>;
  paiListColl: CollegeRank[];
  zhuangyePai: Paged<MajorRankRow>;
}

export interface QueriesReply<N extends QueriesCallName> {
  status: number;
  msg?: string;
  data?: QueriesReplies[N];
}

/** One named call under the shared network rules (token, 50 s, the error catalogue). */
export function qcall<N extends QueriesCallName>(name: N, body?: RequestInput<N>, options?: RequestOptions): Promise<QueriesReply<N>> {
  const { path, method } = queriesEndpoints[name];
  return request(method, path, (body ?? {}) as Body, options) as Promise<QueriesReply<N>>;
}
