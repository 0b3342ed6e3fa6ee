/** The major pages' rows are the contract's replies (gaokao-contract `season-replies.ts`). */
export type { MajorDetail, MajorRow, OfferingCollege, PlanMajor as CollegeMajorRow } from 'gaokao-contract';
