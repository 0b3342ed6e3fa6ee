/** The college pages' rows are the contract's replies (gaokao-contract `season-replies.ts`). */
export type { CollegeDetail, CollegePage, CollegeRow, HistoryLine } from 'gaokao-contract';
