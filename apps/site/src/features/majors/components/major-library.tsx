import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useAddressSearch } from '../../../lib/address';
import { Button, EmptyState, Input, Loading, Tabs } from 'gaokao-ui';
import { majorSearchQuery, categoriesQuery, classesQuery, majorListQuery } from '../api/queries';
import { CATALOGUE_LINKS, MAJOR_LEVELS } from '../model/levels';
import { readMajorParams, writeMajorParams } from '../model/url-state';
import type { MajorRow } from '../model/types';
import { OfferingCollegesDialog } from './offering-colleges-dialog';
import * as paths from '../../../config/paths';
import { href } from '../../../config/href';

export const majorDetailHref = (id: number) => href(paths.majorDetail, { n: id });

/**
 * 专业库 (/Major): a search by name over every level (name, code, level); without one, the level tabs and the cascade
 * category → class (the first class chosen) → majors with code and 查看开设院校. The note sends families to the
 * official catalogues when lists differ.
 */
export function MajorLibrary() {
  const [q, setQ] = useAddressSearch(useSearchParams());
  const p = readMajorParams(q);
  const [offering, setOffering] = useState<MajorRow | null>(null);
  const change = (c: Parameters<typeof writeMajorParams>[1]) => setQ((prev) => writeMajorParams(prev, c));

  return (
    <section className="gk-container gk-page gk-lib" aria-labelledby="major-title">
      <h1 id="major-title">专业库</h1>
      <SearchForm key={p.search} value={p.search} onSearch={(search) => change({ search })} />
      <aside className="gk-hint gk-majors__note" aria-label="专业目录说明">
        专业名称、代码以教育部公布的专业目录为准，如本页信息与官方目录不一致，请以官方目录为准：
        <ul>
          {CATALOGUE_LINKS.map((l) => (
            <li key={l.href}>
              <a href={l.href} target="_blank" rel="noopener noreferrer">
                {l.label}
              </a>
            </li>
          ))}
        </ul>
      </aside>
      {p.search ? (
        <SearchResults name={p.search} onColleges={setOffering} onClear={() => change({ search: '' })} />
      ) : (
        <>
          <Tabs label="专业层次" items={MAJOR_LEVELS.map((l) => ({ value: l.value, label: l.label }))} value={p.level.value} onValueChange={(level) => change({ level })} />
          <Cascade cengci={p.level.cengci} subject={p.subject} majors={p.majors} onSubject={(subject) => change({ subject })} onMajors={(majors) => change({ majors })} onColleges={setOffering} />
        </>
      )}
      {offering ? <OfferingCollegesDialog major={offering} onClose={() => setOffering(null)} /> : null}
    </section>
  );
}

function SearchForm({ value, onSearch }: { value: string; onSearch: (v: string) => void }) {
  const [draft, setDraft] = useState(value);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(draft);
  };
  return (
    <form className="gk-lib__search" role="search" aria-label="搜索专业" onSubmit={submit}>
      <Input label="专业名称" placeholder="请输入专业名称" value={draft} onChange={(e) => setDraft(e.target.value)} maxLength={60} />
      <Button type="submit">
        搜索
      </Button>
      {value ? (
        <Button type="button" onClick={() => onSearch('')}>
          清除搜索
        </Button>
      ) : null}
    </form>
  );
}

function SearchResults({ name, onColleges, onClear }: { name: string; onColleges: (m: MajorRow) => void; onClear: () => void }) {
  const r = useQuery(majorSearchQuery(name));
  if (r.isPending) return <Loading label="正在搜索专业…" />;
  const rows = r.data?.data ?? [];
  return (
    <section aria-labelledby="search-title">
      <h2 id="search-title" className="gk-card__title">
        “{name}”的搜索结果（{r.data?.total ?? 0}）
      </h2>
      {rows.length === 0 ? (
        <EmptyState action={<Button onClick={onClear}>返回专业分类</Button>} />
      ) : (
        <MajorTable rows={rows} withLevel onColleges={onColleges} label="专业搜索结果" />
      )}
      {r.data && r.data.total > rows.length ? <p className="gk-hint">仅显示前 {rows.length} 个结果，请输入更完整的专业名称。</p> : null}
    </section>
  );
}

function Choices({ label, items, value, onChoose }: { label: string; items: readonly string[]; value: string; onChoose: (v: string) => void }) {
  return (
    <div role="group" aria-label={label} className="gk-majors__choices">
      <h2 className="gk-majors__choices-title">{label}</h2>
      <ul>
        {items.map((item) => (
          <li key={item}>
            <button type="button" aria-pressed={item === value} className={item === value ? 'is-active' : undefined} onClick={() => onChoose(item)}>
              {item}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Cascade(props: {
  cengci: string;
  subject: string;
  majors: string;
  onSubject: (s: string) => void;
  onMajors: (m: string) => void;
  onColleges: (m: MajorRow) => void;
}) {
  const { cengci } = props;
  const cats = useQuery(categoriesQuery(cengci));
  // The category in the address, else the first; the class in the address, else the category's first (part 2 §4).
  const subject = cats.data?.includes(props.subject) ? props.subject : (cats.data?.[0] ?? '');
  const classes = useQuery({ ...classesQuery(cengci, subject), enabled: subject !== '' });
  const majors = classes.data?.includes(props.majors) ? props.majors : (classes.data?.[0] ?? '');
  const list = useQuery({ ...majorListQuery(cengci, subject, majors), enabled: subject !== '' && majors !== '' });
  if (cats.isPending) return <Loading label="正在加载专业门类…" />;
  if (!cats.data?.length) return <EmptyState />;
  return (
    <div className="gk-majors__cascade">
      <Choices label="门类" items={cats.data} value={subject} onChoose={props.onSubject} />
      {classes.isPending ? <Loading label="正在加载专业类…" /> : <Choices label="专业类" items={classes.data ?? []} value={majors} onChoose={props.onMajors} />}
      <section aria-labelledby="list-title">
        <h2 id="list-title" className="gk-majors__choices-title">
          {majors || '专业'}
        </h2>
        {list.isPending && majors ? <Loading label="正在加载专业…" /> : (list.data ?? []).length === 0 ? <EmptyState /> : <MajorTable rows={list.data ?? []} onColleges={props.onColleges} label={`${majors}专业列表`} />}
      </section>
    </div>
  );
}

function MajorTable({ rows, withLevel, onColleges, label }: { rows: readonly MajorRow[]; withLevel?: boolean; onColleges: (m: MajorRow) => void; label: string }) {
  return (
    <div className="gk-lib__table-wrap" role="region" aria-label={label} tabIndex={0}>
      <table className="gk-lib__table">
        <caption className="gk-visually-hidden">{label}</caption>
        <thead>
          <tr>
            <th scope="col">专业名称</th>
            <th scope="col">专业代码</th>
            {withLevel ? <th scope="col">层次</th> : null}
            <th scope="col">开设院校</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((m) => (
            <tr key={m.mojor_id}>
              <th scope="row">
                <Link to={majorDetailHref(m.mojor_id)}>{m.major_name}</Link>
              </th>
              <td>{m.major_code}</td>
              {withLevel ? <td>{m.cengci ?? ''}</td> : null}
              <td>
                <Button variant="link" size="small" onClick={() => onColleges(m)} aria-label={`查看开设院校：${m.major_name}`}>
                  查看开设院校
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
