import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { routes, type CallInput } from '../../../lib/api';
import { callQuery } from '../../../lib/query';
import type { Dataset } from 'gaokao-contract';
import type { CollegeMajorRow, MajorRow, OfferingCollege } from '../model/types';

/** The major library's reads: each the call's one query (`callQuery`), shaped for these pages with `select`. */
const forever = Number.POSITIVE_INFINITY;

export const categoriesQuery = (cengci: string) =>
  queryOptions({ ...callQuery(routes.selectMajorForm, { cengci }), select: (d): string[] => (d ?? []).map((r) => r.subject).filter(Boolean), staleTime: forever });

export const classesQuery = (cengci: string, subject: string) =>
  queryOptions({ ...callQuery(routes.selectOneMajor, { cengci, subject }), select: (d): string[] => (d ?? []).map((r) => r.majors).filter(Boolean), staleTime: forever });

export const majorListQuery = (cengci: string, subject: string, majors: string) =>
  queryOptions({ ...callQuery(routes.selectMajorList, { cengci, subject, majors, major_name: '' }), select: (d): MajorRow[] => d ?? [], staleTime: forever });

/** A search over every level (the result shows each major's level). */
export const majorSearchQuery = (major_name: string) =>
  queryOptions({
    ...callQuery(routes.majorSearch, { cengci: '', major_name }),
    select: (d): { total: number; data: MajorRow[] } => ({ total: Number(d?.total ?? 0), data: d?.data ?? [] }),
  });

export const offeringCollegesQuery = (input: CallInput<typeof routes.majorColleges>) =>
  queryOptions({
    ...callQuery(routes.majorColleges, input),
    select: (d): { total: number; data: OfferingCollege[]; dataset?: Dataset } => ({ total: Number(d?.total ?? 0), data: d?.data ?? [], ...(d?.dataset ? { dataset: d.dataset } : {}) }),
    placeholderData: keepPreviousData,
  });

export const collegeMajorsQuery = (recruitdata_id: number) =>
  queryOptions({ ...callQuery(routes.recruitDataMajors, { recruitdata_id }), select: (d): CollegeMajorRow[] => d ?? [] });

/** A major's detail; `admin` (query `i`) asks the admin variant. Quiet: 专业不存在 is shown by the page. */
export const majorDetailQuery = (input: CallInput<typeof routes.majorDetail>, admin: boolean) =>
  queryOptions(callQuery(admin ? routes.majorAdminDetail : routes.majorDetail, input, { quiet: true }));
