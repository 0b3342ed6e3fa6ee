import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button } from 'gaokao-ui';
import { MSG } from 'gaokao-domain';
import { vcall } from '../api/volunteer-api';
import { afterLoad, FIRST_PAGE, type PageState } from '../model/paging';
import { SEARCH_PAGE_SIZE, type ResultRow, type Years } from '../model/types';
import { Pager } from './pager';
import { ScreenTable } from './screen-table';
import { useRowToggle } from './use-row-toggle';
import { useWorkspace } from './workspace-context';

const NATURES = ['', '公办', '民办', '独立学院', '中外合作办学', '内地与港澳台地区合作办学'];

interface Query {
  collegeName: string;
  specialty_title: string;
  collegeProvince: string;
  collegeNature: string;
  min_score: string;
  max_score: string;
}
const EMPTY: Query = { collegeName: '', specialty_title: '', collegeProvince: '', collegeNature: '', min_score: '', max_score: '' };

/** Tabs 2 按院校查询 and 3 首次招生院校 (shouciZhao 是): the college search screen with previous/next page. */
export function SearchTab({ firstTime }: { firstTime: boolean }) {
  const ws = useWorkspace();
  const id = useId();
  const [draft, setDraft] = useState<Query>(EMPTY);
  const [query, setQuery] = useState<Query>(EMPTY);
  const [rows, setRows] = useState<ResultRow[]>([]);
  const [years, setYears] = useState<Partial<Years> | null>(null);
  const [paging, setPaging] = useState<PageState>(FIRST_PAGE);
  const [loading, setLoading] = useState(false);
  const seq = useRef(0);
  const { toggle, pending } = useRowToggle(setRows);

  const load = useCallback(
    async (page: number) => {
      const mine = ++seq.current;
      setLoading(true);
      try {
        const reply = await vcall('collegeScreen', {
          aspid: ws.plan.volunteer_id,
          collegeName: query.collegeName.trim(),
          specialty_title: query.specialty_title.trim(),
          collegeProvince: query.collegeProvince.trim(),
          collegeNature: query.collegeNature,
          min_score: query.min_score.trim() || undefined,
          max_score: query.max_score.trim() || undefined,
          lowest_mark: undefined,
          shouciZhao: firstTime ? '是' : '',
          page,
          pageSize: SEARCH_PAGE_SIZE,
        });
        if (mine !== seq.current) return;
        const list = reply.data?.list ?? [];
        setRows(list);
        setYears(reply.data?.object ?? null);
        setPaging(afterLoad(page, SEARCH_PAGE_SIZE, list.length, reply.data?.count));
      } catch {
        if (mine === seq.current) setPaging({ page, more: false });
      } finally {
        if (mine === seq.current) setLoading(false);
      }
    },
    [ws.plan.volunteer_id, query, firstTime],
  );

  useEffect(() => {
    setRows([]);
    setPaging(FIRST_PAGE);
    void load(1);
  }, [load]);

  const field = (key: keyof Query, label: string, type = 'text') => (
    <div className="gk-field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        className="gk-input"
        type={type}
        value={draft[key]}
        onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
      />
    </div>
  );

  return (
    <div>
      {ws.role === 1 ? <p className="gk-vol-note">{MSG.nonVipPartialData}</p> : null}
      <form
        className="gk-vol-filters"
        aria-label={firstTime ? '首次招生院校查询' : '按院校查询'}
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(draft);
        }}
      >
        {field('collegeName', '院校名称')}
        {field('specialty_title', '专业名称')}
        {field('collegeProvince', '院校省份')}
        <div className="gk-field">
          <label htmlFor={`${id}-nature`}>办学性质</label>
          <select id={`${id}-nature`} className="gk-input" value={draft.collegeNature} onChange={(event) => setDraft({ ...draft, collegeNature: event.target.value })}>
            {NATURES.map((n) => (
              <option key={n} value={n}>
                {n || '全部'}
              </option>
            ))}
          </select>
        </div>
        {field('min_score', '最低分', 'number')}
        {field('max_score', '最高分', 'number')}
        <Button type="submit" size="small">
          查询
        </Button>
      </form>
      <ScreenTable label={firstTime ? '首次招生院校' : '按院校查询'} rows={rows} years={years} loading={loading} onToggle={(r, a) => void toggle(r, a)} pending={pending} />
      <Pager state={paging} rows={rows.length} loading={loading} onPage={(page) => void load(page)} />
    </div>
  );
}
