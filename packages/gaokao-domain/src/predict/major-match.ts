import { normalise } from './rank-keys';

/*
 * Which row of another year is the same major of a college (per-major data, e.g. 广东), for the history a family sees
 * beside a unit. The prediction model matches a major by its exact title (`unitKey` in rank-model.ts); the history also
 * accepts a title whose bracketed remarks were reworded (临床医学（五年） → 临床医学（5年）), but only when that title names
 * exactly one major of the college in each of the two years: titles that differ only in brackets are different majors
 * (武汉大学 口腔医学(8年) and 口腔医学(5年); a 中外合作办学 or 分校 major beside the regular one), and a major with two
 * candidates has no earlier line rather than another major's.
 */

/** A title without spaces and bracketed remarks: 临床医学（5年） → 临床医学. */
export function titleWithoutRemarks(title: string): string {
  return title.replace(/\s+/g, '').replace(/[（(][^）)]*[）)]/g, '');
}

/** A major as matched across years: its college code and its title as published. */
export interface MajorRef {
  code: string;
  title: string;
}

/** One year's majors of a slice, by exact and by loose title. */
export interface MajorYear<T> {
  readonly exact: ReadonlyMap<string, readonly T[]>;
  readonly loose: ReadonlyMap<string, readonly T[]>;
}

const exactKey = (m: MajorRef) => `${m.code}|${normalise(m.title)}`;
const looseKey = (m: MajorRef) => `${m.code}|${titleWithoutRemarks(m.title)}`;

/** Indexes one year's majors (`ref` reads a row's college code and title). */
export function majorYear<T>(rows: readonly T[], ref: (row: T) => MajorRef): MajorYear<T> {
  const exact = new Map<string, T[]>();
  const loose = new Map<string, T[]>();
  const push = (m: Map<string, T[]>, k: string, r: T) => {
    const list = m.get(k);
    if (list) list.push(r);
    else m.set(k, [r]);
  };
  for (const r of rows) {
    const m = ref(r);
    push(exact, exactKey(m), r);
    push(loose, looseKey(m), r);
  }
  return { exact, loose };
}

/**
 * The row of `year` that is the same major as `major` (a major of `ownYear`): the one row with the same exact title
 * (spaces removed, full-width brackets as ASCII), else the one row with the same title without bracketed remarks when
 * that title also names one major in `ownYear`; undefined when there is none or more than one.
 */
export function majorInYear<T>(major: MajorRef, year: MajorYear<T>, ownYear: MajorYear<unknown>): T | undefined {
  const exact = year.exact.get(exactKey(major));
  if (exact !== undefined) return exact.length === 1 ? exact[0] : undefined;
  const k = looseKey(major);
  const loose = year.loose.get(k);
  return loose?.length === 1 && ownYear.loose.get(k)?.length === 1 ? loose[0] : undefined;
}
