/** Rows of the query replies (spec part 2 §3) are the contract's (gaokao-contract `season-replies.ts`). */
export type {
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
} from 'gaokao-contract';
