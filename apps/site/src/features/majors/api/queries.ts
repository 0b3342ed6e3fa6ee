import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { RequestInput } from 'gaokao-contract';
import { callKey } from '../../../lib/query';
import type { CollegeMajorRow, MajorDetail, MajorRow, OfferingCollege } from '../model/types';
import { mcall } from './majors-api';

// The wish-list page asks some of these calls too, shaped its own way: this page's keys end in 'library' so the two
// never share a cache entry (an invalidation by call name still reaches both).
const LIB = 'library';

export const categoriesQuery = (cengci: string) =>
  queryOptions({
    queryKey: [...callKey('selectMajorForm', { cengci }), LIB] as const,
    queryFn: async (): Promise<string[]> => ((await mcall('selectMajorForm', { cengci })).data ?? []).map((r) => r.subject).filter(Boolean),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const classesQuery = (cengci: string, subject: string) =>
  queryOptions({
    queryKey: [...callKey('selectOneMajor', { subject, cengci }), LIB] as const,
    queryFn: async (): Promise<string[]> => ((await mcall('selectOneMajor', { subject, cengci })).data ?? []).map((r) => r.majors).filter(Boolean),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const majorListQuery = (cengci: string, subject: string, majors: string) =>
  queryOptions({
    queryKey: [...callKey('selectMajorList', { subject, majors, cengci }), LIB] as const,
    queryFn: async (): Promise<MajorRow[]> => (await mcall('selectMajorList', { subject, majors, cengci, major_name: '' })).data ?? [],
    staleTime: Number.POSITIVE_INFINITY,
  });

/** A search over every level (the result shows each major's level). */
export const majorSearchQuery = (major_name: string) =>
  queryOptions({
    queryKey: [...callKey('majorSearch', { major_name, cengci: '' }), LIB] as const,
    queryFn: async (): Promise<{ total: number; data: MajorRow[] }> => {
      const d = (await mcall('majorSearch', { major_name, cengci: '' })).data;
      return { total: Number(d?.total ?? 0), data: d?.data ?? [] };
    },
  });

export const offeringCollegesQuery = (input: RequestInput<'majorColleges'>) =>
  queryOptions({
    queryKey: callKey('majorColleges', input),
    queryFn: async (): Promise<{ total: number; data: OfferingCollege[] }> => {
      const d = (await mcall('majorColleges', input)).data;
      return { total: Number(d?.total ?? 0), data: d?.data ?? [] };
    },
    placeholderData: keepPreviousData,
  });

export const collegeMajorsQuery = (recruitdata_id: number) =>
  queryOptions({
    queryKey: callKey('recruitDataMajors', { recruitdata_id }),
    queryFn: async (): Promise<CollegeMajorRow[]> => (await mcall('recruitDataMajors', { recruitdata_id })).data ?? [],
  });

/** A major's detail; `admin` (query `i`) asks the admin variant. Quiet: 专业不存在 is shown by the page. */
export const majorDetailQuery = (input: RequestInput<'majorDetail'>, admin: boolean) =>
  queryOptions({
    queryKey: callKey(admin ? 'majorAdminDetail' : 'majorDetail', input),
    queryFn: async (): Promise<MajorDetail | null> => (await mcall(admin ? 'majorAdminDetail' : 'majorDetail', input, { quiet: true })).data ?? null,
  });
