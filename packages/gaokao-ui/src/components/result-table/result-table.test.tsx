import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { axeViolations } from '../../../test/axe';
import { ResultTable, bandOf, resultRowId } from './result-table';
import { FIXTURE_YEARS, makeVolunteerResults } from './fixtures';
import type { VolunteerResultRow } from './types';

async function expectNoAxeViolations(container: Element) {
  expect(await axeViolations(container)).toEqual([]);
}

const base: VolunteerResultRow = {
  volunteer_result_id: 1,
  code: '1001',
  specialty_code: '01',
  collegiate_id: 9001,
  mojor_id: 12001,
  collegeName: '华北理工大学',
  collegeNameRemark: '',
  collegeProvince: '河北',
  collegeCity: '唐山',
  collegeNature: '公办',
  collegeType: '理工',
  collegeLevel: '本科',
  is985: '否',
  is211: '是',
  two_yiliu: '是',
  isBao: 1,
  isGuo: 0,
  shuoshiNum: 12,
  boshiNum: 3,
  specialty_title: '计算机科学与技术',
  major_remark: '',
  cengci: '本科',
  schooling_length: 4,
  tuition_fee: 5500,
  planned_number: 20,
  the_second: '物理和化学',
  is_result: 0,
  yugu_score: 575,
  yugu_seat: 22000,
  current_year_red_score: 590,
  current_year_min_score: 572,
  current_year_min_beat: 23000,
  current_year_jihua: 18,
  qu_year_red_score: 585,
  qu_year_min_score: 569,
  qu_year_min_beat: 24500,
  qu_year_jihua: 16,
  qian_year_red_score: 580,
  qian_year_min_score: 566,
  qian_year_min_beat: 26000,
  qian_year_jihua: 15,
  ruan_pai: 215,
  tese_major_lei: '国家级特色专业',
  tw0_jianshe_lei: '',
  b_jia_major: '计算机科学与技术',
};

function rowOf(grid: HTMLElement, n: number): HTMLElement {
  const row = grid.querySelector<HTMLElement>(`tr[aria-rowindex="${n + 1}"]`);
  if (!row) throw new Error(`row ${n} not rendered`);
  return row;
}

describe('given wish-list rows and a score of 580', () => {
  const rows: VolunteerResultRow[] = [
    base,
    { ...base, code: '1002', yugu_score: 560, tuition_fee: -1, cengci: '专科（高职）', is_result: 1 },
    { ...base, code: '1003', yugu_score: 590, tuition_fee: 0, b_jia_major: '', is211: '否', two_yiliu: '否', isBao: 0 },
    {
      ...base,
      code: '1004',
      current_year_red_score: null,
      qu_year_red_score: '',
      qian_year_red_score: 0,
    },
  ];

  it('should label the history columns with the years of the reply', () => {
    render(<ResultTable rows={rows} years={FIXTURE_YEARS} score={580} />);
    for (const year of ['2025年', '2024年', '2023年']) expect(screen.getByRole('columnheader', { name: new RegExp(year) })).toBeTruthy();
  });

  it('should name the unit column 专业 by default and as told (专业组)', () => {
    const { unmount } = render(<ResultTable rows={rows} years={FIXTURE_YEARS} score={580} />);
    expect(screen.getByRole('columnheader', { name: /^专业/ }).textContent).toMatch(/^专业(?!组)/);
    unmount();
    render(<ResultTable rows={rows} years={FIXTURE_YEARS} score={580} unitLabel="专业组" />);
    expect(screen.getByRole('columnheader', { name: /^专业组/ })).toBeTruthy();
  });

  it('should show a 序号 column from sort_id only when asked (a wish list), first and held in place with the college', () => {
    const { unmount } = render(<ResultTable rows={rows} years={FIXTURE_YEARS} score={580} />);
    expect(screen.queryByRole('columnheader', { name: /^序号/ })).toBeNull();
    unmount();
    const listed = rows.map((r, i) => ({ ...r, sort_id: i === 3 ? null : 29 + i }));
    render(<ResultTable rows={listed} years={FIXTURE_YEARS} score={580} orderColumn />);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent ?? '');
    expect(headers.findIndex((h) => h.startsWith('序号'))).toBeLessThan(headers.findIndex((h) => h.startsWith('院校')));
    const grid = screen.getByRole('grid');
    const firstCells = [0, 1, 2, 3].map((n) => rowOf(grid, n + 1).querySelectorAll('td')[0]?.textContent);
    expect(firstCells).toEqual(['29', '30', '31', '—']);
  });

  it('should list the majors of a 专业组 row where they are named', () => {
    const group = { ...rows[0]!, group_code: '04', specialty_code: '04', specialty_title: '04专业组', group_majors: ['计算机科学与技术', '电气工程及其自动化'] };
    render(<ResultTable rows={[group, { ...group, code: 'X2', specialty_code: '05', group_code: '05', specialty_title: '05专业组', group_majors: [] }]} years={FIXTURE_YEARS} score={580} unitLabel="专业组" />);
    expect(screen.getByText('含：计算机科学与技术、电气工程及其自动化')).toBeTruthy();
    expect(screen.getAllByText(/^含：/)).toHaveLength(1);
  });

  it('should show 稳, 保 and 冲 from the predicted line against the score', () => {
    render(<ResultTable rows={rows} years={FIXTURE_YEARS} score={580} />);
    const grid = screen.getByRole('grid');
    expect(rowOf(grid, 1).querySelector('[data-band]')?.textContent).toBe('稳');
    expect(rowOf(grid, 2).querySelector('[data-band]')?.textContent).toBe('保');
    expect(rowOf(grid, 3).querySelector('[data-band]')?.textContent).toBe('冲');
  });

  it('should show a year’s highest score only where the source publishes one, and its lowest score as the red line', () => {
    const withMax = { ...base, code: '1005', current_year_max_score: 601 };
    render(<ResultTable rows={[base, withMax]} years={FIXTURE_YEARS} score={580} />);
    const grid = screen.getByRole('grid');
    const text = (n: number) => (rowOf(grid, n).textContent ?? '').replace(/\s+/g, '');
    // The red_score of the reply (590) is not a highest score: without max_score the cell says —.
    expect(text(1)).toContain('最高分—最低分572');
    expect(text(1)).not.toContain('590');
    expect(text(2)).toContain('最高分601最低分572');
  });

  it('should show tuition as N元/年, 待定 for -1 and 免费 for 0', () => {
    render(<ResultTable rows={rows} years={FIXTURE_YEARS} score={580} />);
    const grid = screen.getByRole('grid');
    expect(rowOf(grid, 1).textContent).toContain('5500元/年');
    expect(rowOf(grid, 2).textContent).toContain('待定');
    expect(rowOf(grid, 3).textContent).toContain('免费');
  });

  it('should tag the college and show vocational levels as 职业教育', () => {
    render(<ResultTable rows={rows} years={FIXTURE_YEARS} score={580} />);
    const grid = screen.getByRole('grid');
    const first = rowOf(grid, 1).textContent ?? '';
    expect(first).toContain('211');
    expect(first).toContain('双一流');
    expect(first).toContain('保研');
    expect(first).not.toContain('985');
    expect(first).toContain('河北·唐山 · 公办 · 理工 · 本科');
    expect(first).toContain('硕士点 12 · 博士点 3');
    expect(rowOf(grid, 2).textContent).toContain('职业教育');
  });

  it('should show the grade lists, or 无 when the college has none', () => {
    render(<ResultTable rows={rows} years={FIXTURE_YEARS} score={580} />);
    const grid = screen.getByRole('grid');
    expect(rowOf(grid, 1).textContent).toContain('B+ 计算机科学与技术');
    expect(rowOf(grid, 3).querySelector('[aria-colindex="10"]')?.textContent).toBe('无');
  });

  it('should mark a row without any history as 新专业', () => {
    render(<ResultTable rows={rows} years={FIXTURE_YEARS} score={580} />);
    expect(rowOf(screen.getByRole('grid'), 4).textContent).toContain('新专业');
    expect(rowOf(screen.getByRole('grid'), 1).textContent).not.toContain('新专业');
  });

  it('should show the soft ranking and special-major tags', () => {
    render(<ResultTable rows={rows} years={FIXTURE_YEARS} score={580} />);
    expect(screen.getByRole('columnheader', { name: /软科排名/ })).toBeTruthy();
    expect(rowOf(screen.getByRole('grid'), 1).textContent).toContain('国家级特色专业');
  });

  it('should mark generated ratings 演示数据 (ratingsDemo): the grade and ranking headers and the special-major tags', () => {
    const { unmount } = render(<ResultTable rows={rows} years={FIXTURE_YEARS} score={580} />);
    expect(screen.getByRole('columnheader', { name: '学科评估' })).toBeTruthy();
    expect(screen.queryByText(/演示数据/)).toBeNull();
    unmount();
    render(<ResultTable rows={rows} years={FIXTURE_YEARS} score={580} ratingsDemo />);
    expect(screen.getByRole('columnheader', { name: /学科评估（演示数据）/ })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /软科排名（演示数据）/ })).toBeTruthy();
    expect(rowOf(screen.getByRole('grid'), 1).textContent).toContain('国家级特色专业·演示数据');
  });

  it('should leave out 硕士点 and 博士点 when no row has a count (no source holds them)', () => {
    render(<ResultTable rows={[{ ...base, shuoshiNum: null, boshiNum: null }]} years={FIXTURE_YEARS} score={580} />);
    expect(rowOf(screen.getByRole('grid'), 1).textContent).not.toContain('硕士点');
  });

  it('should hide the soft ranking and special-major tags when isZeng is 1', async () => {
    render(<ResultTable rows={rows} years={FIXTURE_YEARS} score={580} isZeng={1} />);
    expect(screen.queryByRole('columnheader', { name: /软科排名/ })).toBeNull();
    expect(rowOf(screen.getByRole('grid'), 1).textContent).not.toContain('国家级特色专业');
    await expectNoAxeViolations(screen.getByTestId('data-table-scroller'));
  });

  it('should link the college and the major to the given addresses in a new tab', () => {
    render(
      <ResultTable
        rows={rows}
        years={FIXTURE_YEARS}
        collegeHref={(r) => `/SchoolDetail?isCha=1&n=${r.collegiate_id}`}
        majorHref={(r) => `/MajorDetail?isCha=1&n=${r.mojor_id}`}
      />,
    );
    const row = rowOf(screen.getByRole('grid'), 1);
    const college = within(row).getByRole('link', { name: /华北理工大学/ });
    expect(college.getAttribute('href')).toBe('/SchoolDetail?isCha=1&n=9001');
    expect(college.getAttribute('target')).toBe('_blank');
    expect(within(row).getByRole('link', { name: /计算机科学与技术/ }).getAttribute('href')).toBe('/MajorDetail?isCha=1&n=12001');
  });

  it('should offer 填报 for rows off the list and 移除 for rows on it', async () => {
    const onToggle = vi.fn();
    render(<ResultTable rows={rows} years={FIXTURE_YEARS} onToggleResult={onToggle} />);
    const grid = screen.getByRole('grid');
    await userEvent.click(within(rowOf(grid, 1)).getByRole('button', { name: /^填报/ }));
    expect(onToggle).toHaveBeenCalledWith(rows[0], 'add');
    await userEvent.click(within(rowOf(grid, 2)).getByRole('button', { name: /^移除/ }));
    expect(onToggle).toHaveBeenLastCalledWith(rows[1], 'remove');
    await expectNoAxeViolations(screen.getByTestId('data-table-scroller'));
  });

  it('should show a busy action while the change is pending and not send it twice', async () => {
    const onToggle = vi.fn();
    render(<ResultTable rows={rows} years={FIXTURE_YEARS} onToggleResult={onToggle} pendingIds={new Set([resultRowId(rows[0]!)])} />);
    const button = within(rowOf(screen.getByRole('grid'), 1)).getByRole('button', { name: /^填报/ });
    expect(button.getAttribute('aria-busy')).toBe('true');
    // A real pointer would wait for the busy button to become enabled; a DOM click is what an impatient user sends.
    button.click();
    expect(onToggle).not.toHaveBeenCalled();
  });

  it('should reach the action of a row from the keyboard', async () => {
    const onToggle = vi.fn();
    render(<ResultTable rows={rows} years={FIXTURE_YEARS} onToggleResult={onToggle} />);
    await userEvent.keyboard('{Tab}{End}{Enter}');
    expect(document.activeElement?.textContent).toBe('填报');
    await userEvent.keyboard('{Enter}');
    expect(onToggle).toHaveBeenCalledWith(rows[0], 'add');
  });
});

describe('given rows with a 99 % line and an admission probability', () => {
  const rows: VolunteerResultRow[] = [
    { ...base, yugu_score: 560, yugu_line99: 570, luqu_gailv: 0.97 },
    { ...base, code: '1002', yugu_score: 560, yugu_line99: 590, luqu_gailv: 0.62 },
    { ...base, code: '1003', yugu_score: 575, luqu_gailv: null },
  ];

  it('should show the 录取概率 column as whole percentages, — where a row has none', () => {
    render(<ResultTable rows={rows} years={FIXTURE_YEARS} score={580} />);
    expect(screen.getByRole('columnheader', { name: /录取概率/ })).toBeTruthy();
    const grid = screen.getByRole('grid');
    expect(rowOf(grid, 1).textContent).toContain('97%');
    expect(rowOf(grid, 2).textContent).toContain('62%');
  });

  it('should call a row 保 only when the score also reaches its 99 % line', () => {
    expect(bandOf(rows[0] as VolunteerResultRow, 580)).toBe('保');
    expect(bandOf(rows[1] as VolunteerResultRow, 580)).toBe('稳');
    expect(bandOf({ ...base, yugu_score: 560 }, 580)).toBe('保');
  });

  it('should say on a row without a probability why it has none (gailv_note), in the table and on its card', () => {
    const note = '回测校准误差4.0%，高于3%，不显示录取概率';
    const noted = [rows[0]!, { ...rows[2]!, gailv_note: note }];
    const { unmount } = render(<ResultTable rows={noted} years={FIXTURE_YEARS} score={580} />);
    const cell = within(rowOf(screen.getByRole('grid'), 2)).getByTitle(note);
    expect(cell.textContent).toContain(note);
    unmount();
    render(<ResultTable rows={noted} years={FIXTURE_YEARS} score={580} layout="cards" />);
    const cards = screen.getAllByRole('listitem');
    expect(cards[1]!.textContent).toContain(note);
    expect(cards[0]!.textContent).not.toContain(note);
  });

  it('should say beside a history year\'s line what the data says of it (<prefix>_year_note), in the table and on its card', async () => {
    const note = '专业组编号有变动，此为同编号组的分数';
    const noted = [rows[0]!, { ...rows[2]!, qu_year_note: note }];
    const { unmount } = render(<ResultTable rows={noted} years={FIXTURE_YEARS} score={580} />);
    const grid = screen.getByRole('grid');
    expect(rowOf(grid, 2).textContent).toContain(note);
    expect(rowOf(grid, 1).textContent).not.toContain(note);
    // Only the year it is said of: 2024's column, not 2025's.
    const cells = within(rowOf(grid, 2)).getAllByRole('gridcell').filter((c) => (c.textContent ?? '').includes('最低分'));
    expect(cells.map((c) => (c.textContent ?? '').includes(note))).toEqual([false, true, false]);
    await expectNoAxeViolations(grid);
    unmount();
    render(<ResultTable rows={noted} years={FIXTURE_YEARS} score={580} layout="cards" />);
    await userEvent.click(within(screen.getAllByRole('listitem')[1]!).getByText('历年与评估'));
    expect(screen.getAllByRole('listitem')[1]!.textContent).toContain(note);
  });

  it('should have no 录取概率 column when no row has a probability (demo data)', () => {
    render(<ResultTable rows={[base]} years={FIXTURE_YEARS} score={580} />);
    expect(screen.queryByRole('columnheader', { name: /录取概率/ })).toBeNull();
  });
});

describe('given 10,000 fixture rows', () => {
  it('should render only the visible rows', () => {
    const rows = makeVolunteerResults(10_000);
    render(<ResultTable rows={rows} years={FIXTURE_YEARS} score={580} selectable height={600} />);
    const grid = screen.getByRole('grid');
    expect(grid.getAttribute('aria-rowcount')).toBe('10001');
    expect(grid.querySelectorAll('tbody tr').length).toBeLessThanOrEqual(30);
  });
});

describe('given no rows', () => {
  it('should say 暂无数据', async () => {
    render(<ResultTable rows={[]} years={FIXTURE_YEARS} />);
    expect(screen.getByText('暂无数据')).toBeTruthy();
    await expectNoAxeViolations(screen.getByTestId('data-table-scroller'));
  });
});

describe('given the card layout (a phone)', () => {
  const rows: VolunteerResultRow[] = [
    { ...base, luqu_gailv: 0.62 },
    { ...base, code: '1002', yugu_score: 560, tuition_fee: -1, is_result: 1 },
    { ...base, code: '1003', yugu_score: 590 },
  ];
  const cardOf = (n: number) => {
    const card = screen.getByRole('list', { name: '志愿列表' }).querySelectorAll<HTMLElement>(':scope > li')[n - 1];
    if (!card) throw new Error(`card ${n} not rendered`);
    return card;
  };

  it('should render one named card per row in a list, and no grid', async () => {
    render(<ResultTable rows={rows} years={FIXTURE_YEARS} score={580} layout="cards" onToggleResult={vi.fn()} />);
    expect(screen.queryByRole('grid')).toBeNull();
    const items = within(screen.getByRole('list', { name: '志愿列表' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]?.getAttribute('aria-labelledby')).toBeTruthy();
    expect(screen.getAllByRole('listitem', { name: '华北理工大学 计算机科学与技术' })).toHaveLength(3);
    await expectNoAxeViolations(document.body);
  });

  it('should show each card’s band, predicted line, rank and 录取概率 where present', () => {
    render(<ResultTable rows={rows} years={FIXTURE_YEARS} score={580} layout="cards" />);
    expect(cardOf(1).querySelector('[data-band]')?.textContent).toBe('稳');
    expect(cardOf(2).querySelector('[data-band]')?.textContent).toBe('保');
    expect(cardOf(3).querySelector('[data-band]')?.textContent).toBe('冲');
    const first = (cardOf(1).textContent ?? '').replace(/\s+/g, '');
    expect(first).toContain('预估线575');
    expect(first).toContain('位次22000');
    expect(first).toContain('录取概率62%');
    expect(cardOf(2).textContent).not.toContain('录取概率');
    expect(cardOf(2).textContent).toContain('学费 待定');
  });

  it('should call onToggleResult with add or remove from a card’s action', async () => {
    const onToggle = vi.fn();
    render(<ResultTable rows={rows} years={FIXTURE_YEARS} score={580} layout="cards" onToggleResult={onToggle} />);
    await userEvent.click(within(cardOf(1)).getByRole('button', { name: '填报 华北理工大学 计算机科学与技术' }));
    expect(onToggle).toHaveBeenCalledWith(rows[0], 'add');
    await userEvent.click(within(cardOf(2)).getByRole('button', { name: /^移除/ }));
    expect(onToggle).toHaveBeenLastCalledWith(rows[1], 'remove');
  });

  it('should reach each card’s action by Tab and send it with Enter', async () => {
    const onToggle = vi.fn();
    render(<ResultTable rows={rows} years={FIXTURE_YEARS} score={580} layout="cards" onToggleResult={onToggle} />);
    // Without hrefs the names are plain text: each card's stops are its action, then its 历年与评估 disclosure.
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement?.textContent).toBe('填报');
    await userEvent.keyboard('{Tab}{Tab}');
    expect(document.activeElement?.textContent).toBe('移除');
    await userEvent.keyboard('{Enter}');
    expect(onToggle).toHaveBeenCalledWith(rows[1], 'remove');
  });

  it('should show a busy action for a pending row', () => {
    render(<ResultTable rows={rows} years={FIXTURE_YEARS} layout="cards" onToggleResult={vi.fn()} pendingIds={new Set([resultRowId(rows[0]!)])} />);
    expect(within(cardOf(1)).getByRole('button').getAttribute('aria-busy')).toBe('true');
    expect(within(cardOf(2)).getByRole('button').getAttribute('aria-busy')).not.toBe('true');
  });

  it('should open the history years and ratings under 历年与评估, marked 演示数据 when generated', async () => {
    render(<ResultTable rows={rows} years={FIXTURE_YEARS} score={580} layout="cards" ratingsDemo />);
    expect(cardOf(1).textContent).not.toContain('2024年');
    await userEvent.click(within(cardOf(1)).getByText('历年与评估'));
    const text = (cardOf(1).textContent ?? '').replace(/\s+/g, '');
    expect(text).toContain('2024年最低分569·位次24500·计划16');
    expect(text).toContain('学科评估（演示数据）B+计算机科学与技术');
    expect(text).toContain('软科排名（演示数据）215');
  });

  it('should select a card through its checkbox, reported as the table reports it', async () => {
    const onSelection = vi.fn();
    render(<ResultTable rows={rows} years={FIXTURE_YEARS} layout="cards" selectable onRowSelectionChange={onSelection} />);
    await userEvent.click(within(cardOf(2)).getByRole('checkbox', { name: '选择 华北理工大学 计算机科学与技术' }));
    expect(onSelection).toHaveBeenLastCalledWith({ [resultRowId(rows[1]!)]: true });
    await userEvent.click(screen.getByRole('checkbox', { name: '全选' }));
    expect(onSelection).toHaveBeenLastCalledWith(Object.fromEntries(rows.map((r) => [resultRowId(r), true])));
  });

  it('should order the cards by the given sorting, as the table would', () => {
    render(<ResultTable rows={rows} years={FIXTURE_YEARS} score={580} layout="cards" sorting={[{ id: 'yugu_score', desc: true }]} />);
    expect([1, 2, 3].map((n) => cardOf(n).querySelector('[data-band]')?.textContent)).toEqual(['冲', '稳', '保']);
  });

  it('should show the 序号 of a wish list on each card', () => {
    render(<ResultTable rows={rows.map((r, i) => ({ ...r, sort_id: i + 7 }))} years={FIXTURE_YEARS} layout="cards" orderColumn />);
    expect(within(cardOf(2)).getByTitle('序号').textContent).toBe('8');
  });

  it('should show a 500-row page 100 cards at a time, the rest behind 显示更多', async () => {
    render(<ResultTable rows={makeVolunteerResults(150)} years={FIXTURE_YEARS} layout="cards" />);
    const list = screen.getByRole('list', { name: '志愿列表' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(100);
    // A DOM click: the button sits far below the fold, and scrolling it near would add the cards by itself.
    screen.getByRole('button', { name: '显示更多（还有 50 条）' }).click();
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(150), { timeout: 5000 });
    expect(screen.queryByRole('button', { name: /显示更多/ })).toBeNull();
  });

  it('should say 暂无数据 with no rows', () => {
    render(<ResultTable rows={[]} years={FIXTURE_YEARS} layout="cards" />);
    expect(screen.getByText('暂无数据')).toBeTruthy();
  });
});

describe('given layout auto', () => {
  it('should show cards in a box narrower than the width given, and the table in a wider one', async () => {
    const { rerender } = render(
      <div style={{ width: 360 }}>
        <ResultTable rows={[base]} years={FIXTURE_YEARS} layout="auto" />
      </div>,
    );
    expect(screen.getByRole('list', { name: '志愿列表' })).toBeTruthy();
    expect(screen.queryByRole('grid')).toBeNull();
    rerender(
      <div style={{ width: 900 }}>
        <ResultTable rows={[base]} years={FIXTURE_YEARS} layout="auto" />
      </div>,
    );
    await vi.waitFor(() => expect(screen.getByRole('grid')).toBeTruthy(), { timeout: 5000 });
    rerender(
      <div style={{ width: 900 }}>
        <ResultTable rows={[base]} years={FIXTURE_YEARS} layout="auto" narrowWidth={1000} />
      </div>,
    );
    await vi.waitFor(() => expect(screen.queryByRole('grid')).toBeNull(), { timeout: 5000 });
    expect(screen.getByRole('list', { name: '志愿列表' })).toBeTruthy();
  });

  it('should fit a 351 px box: no card is wider than its list', () => {
    render(
      <div style={{ width: 351 }}>
        <ResultTable
          rows={makeVolunteerResults(3, { seed: 99 }).map((r) => ({ ...r, collegeName: '内蒙古科技大学包头师范学院国际联合培养中心', specialty_title: '机械设计制造及其自动化（智能制造与工业互联网方向）' }))}
          years={FIXTURE_YEARS}
          score={580}
          layout="auto"
          selectable
          onToggleResult={vi.fn()}
        />
      </div>,
    );
    const list = screen.getByRole('list', { name: '志愿列表' });
    expect(list.scrollWidth).toBeLessThanOrEqual(351);
    for (const button of within(list).getAllByRole('button', { name: /^(填报|移除)/ })) {
      expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(list.getBoundingClientRect().right);
    }
  });
});
