import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, NumberInput, Select } from 'gaokao-ui';
import { isVip, MSG } from 'gaokao-domain';
import { collegeScreenQuery, planDatasetQuery } from '../api/queries';
import { afterLoad } from '../model/paging';
import { NATURE_SELECT_OPTIONS, SEARCH_PAGE_SIZE } from '../model/types';
import { DataNotice } from './data-notice';
import { PageFooter } from './page-footer';
import { ScreenTable } from './screen-table';
import { useRowToggle } from './use-row-toggle';
import { useWorkspace } from './workspace-context';

interface Query {
  collegeName: string;
  specialty_title: string;
  collegeProvince: string;
  collegeNature: string;
  min_score: number | null;
  max_score: number | null;
}
const EMPTY: Query = { collegeName: '', specialty_title: '', collegeProvince: '', collegeNature: '', min_score: null, max_score: null };

/**
 * Tabs 2 按院校查询 and 3 首次招生院校 (shouciZhao 是): the college search screen with previous/next page. The page
 * comes from the address; a new search starts again at page 1.
 */
export function SearchTab({ firstTime, page, onPage }: { firstTime: boolean; page: number; onPage: (page: number) => void }) {
  const ws = useWorkspace();
  // The plan's data marker (loaded before the workspace opens) stands for this tab's own until its reply arrives.
  const planDataset = useQuery(planDatasetQuery(ws.plan.volunteer_id)).data;
  const [draft, setDraft] = useState<Query>(EMPTY);
  const [query, setQuery] = useState<Query>(EMPTY);
  const screenQuery = collegeScreenQuery({
    aspid: ws.plan.volunteer_id,
    collegeName: query.collegeName.trim(),
    specialty_title: query.specialty_title.trim(),
    collegeProvince: query.collegeProvince.trim(),
    collegeNature: query.collegeNature,
    min_score: query.min_score ?? undefined,
    max_score: query.max_score ?? undefined,
    shouciZhao: firstTime ? '是' : '',
    page,
    pageSize: SEARCH_PAGE_SIZE,
  });
  const screen = useQuery(screenQuery);
  const { toggle, pending } = useRowToggle(screenQuery.queryKey);
  const rows = screen.data?.list ?? [];
  const paging = screen.isError ? { page, more: false } : afterLoad(page, SEARCH_PAGE_SIZE, rows.length, screen.data?.count);

  const text = (key: 'collegeName' | 'specialty_title' | 'collegeProvince', label: string) => (
    <Input label={label} value={draft[key]} onChange={(event) => setDraft({ ...draft, [key]: event.target.value })} />
  );
  const score = (key: 'min_score' | 'max_score', label: string) => (
    <NumberInput label={label} min={0} value={draft[key]} onValueChange={(value) => setDraft({ ...draft, [key]: value })} />
  );

  return (
    <div>
      <DataNotice page={screen.data ?? planDataset} />
      {!isVip(ws.role) ? <p className="gk-vol-note">{MSG.nonVipPartialData}</p> : null}
      <form
        className="gk-vol-filters"
        aria-label={firstTime ? '首次招生院校查询' : '按院校查询'}
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(draft);
          onPage(1);
        }}
      >
        {text('collegeName', '院校名称')}
        {text('specialty_title', '专业名称')}
        {text('collegeProvince', '院校省份')}
        <Select label="办学性质" options={NATURE_SELECT_OPTIONS} value={draft.collegeNature} onValueChange={(collegeNature) => setDraft({ ...draft, collegeNature })} />
        {score('min_score', '最低分')}
        {score('max_score', '最高分')}
        <Button type="submit" size="small">
          查询
        </Button>
      </form>
      {firstTime && query === EMPTY && screen.isSuccess && screen.data.count === 0 ? (
        <p className="gk-vol-note" role="status">
          {MSG.noFirstTimeColleges}
        </p>
      ) : null}
      <ScreenTable label={firstTime ? '首次招生院校' : '按院校查询'} rows={rows} years={screen.data?.object} ratingsDemo={screen.data?.ratings_dataset === 'demo'} loading={screen.isFetching} onToggle={toggle} pending={pending} />
      <PageFooter label={firstTime ? '首次招生院校分页' : '按院校查询分页'} state={paging} rows={rows.length} pageSize={SEARCH_PAGE_SIZE} loading={screen.isFetching} onPage={onPage} />
    </div>
  );
}
