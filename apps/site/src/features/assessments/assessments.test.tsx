import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { fakeServer, ok } from '../../../test/fake-server';
import { user } from '../../../test/fixtures';
import { renderWithQuery, signedIn } from '../../../test/render';
import { HollandTest, MbtiTest } from './components/assessment-test';
import { HollandResultPage, MbtiResultPage } from './components/reports';
import { MyAssessments } from './components/my-assessments';
import { progressKey } from './model/progress';
import { formatChinaTime } from './model/kinds';
import { AppRoutes } from '../../app/router';

afterEach(() => vi.unstubAllGlobals());

const MBTI_BANK = [
  { title: '周末你更愿意：', A: '出去玩', B: '在家', select_a: 'E', select_b: 'I', sort: 1 },
  { title: '学习时你更喜欢：', A: '例题', B: '原理', select_a: 'S', select_b: 'N', sort: 2 },
  { title: '评价作文时你会：', A: '直说', B: '委婉', select_a: 'T', select_b: 'F', sort: 3 },
];
const HOLLAND_BANK = [
  { title: '我喜欢修理电器', yes: 'R', sort: 1 },
  { title: '我喜欢做实验', yes: 'I', sort: 2 },
];

const MBTI_RESULT = {
  iden: 'ESTJ',
  TITLE: '管理者型',
  gexing: '个性文字',
  tezhi: '特质文字',
  youshi: '优势文字',
  lueshi: '劣势文字',
  mangdian: '盲点文字',
  gongneng: '作用文字',
  youxiao: '环境文字',
  jiejue: '方式文字',
  gongxian: '贡献文字',
  lingdao: '领导文字',
  qianzai: '压力文字',
  zhiyetype: '职业类型文字',
  shihe: '专业文字',
  fazhan: '建议文字',
  scores: { E: 8, I: 4, S: 7, N: 5, T: 9, F: 3, J: 7, P: 5 },
  create_time: '2026-06-07T20:05:00.000Z',
};

const HOLLAND_RESULT = {
  score: [9, 4, 6, 10, 0, 2],
  axes: ['I', 'A', 'E', 'S', 'R', 'C'].map((type, i) => ({ type, name: ['研究型', '艺术型', '企业型', '社会型', '现实型', '常规型'][i] as string })),
  scores: { R: 0, I: 9, A: 4, S: 10, E: 6, C: 2 },
  typeName: 'SIE',
  letters: [
    { type: 'S', name: '社会型' },
    { type: 'I', name: '研究型' },
    { type: 'E', name: '企业型' },
  ],
  types: ['R', 'I', 'A', 'S', 'E', 'C'].map((type) => ({ type, typeName: `${type}型名`, desc: `${type}的描述`, zhiye: `${type}职业甲、${type}职业乙`, cankao: `${type}专业甲、${type}专业乙` })),
  zhiye: 'S职业甲、S职业乙',
  cankao: 'S专业甲、S专业乙',
  create_time: '2026-06-07T20:05:00.000Z',
};

function renderRoutes(path: string, role: 1 | 2 | 3 = 2) {
  const router = createMemoryRouter(
    [
      { path: '/Appraisal', element: <p>测评中心页</p> },
      { path: '/AppraisalMBTI', element: <MbtiTest /> },
      { path: '/Hollander', element: <HollandTest /> },
      { path: '/AppraisalmbtiResult', element: <MbtiResultPage /> },
      { path: '/HollanderResult', element: <HollandResultPage /> },
    ],
    { initialEntries: [path] },
  );
  const client = signedIn(user({ memberuser_id: 7, role }));
  const view = renderWithQuery(<RouterProvider router={router} />, client);
  return { router, ...view };
}

const next = () => screen.getByRole('button', { name: '下一题' });

describe('given the MBTI test', () => {
  it('should ask 请回答此题 before moving on, then show the next question with its progress', async () => {
    fakeServer({ '/api/Evaluation.MBTI/index': () => ok(MBTI_BANK) });
    renderRoutes('/AppraisalMBTI');
    await screen.findByRole('group', { name: '1. 周末你更愿意：' });
    expect(screen.getByText(/已答 0 题/)).toBeTruthy();
    expect((screen.getByRole('button', { name: '上一题' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(next());
    expect(screen.getByRole('alert').textContent).toBe('请回答此题');
    await userEvent.click(screen.getByRole('radio', { name: 'A. 出去玩' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(next());
    expect(screen.getByRole('group', { name: '2. 学习时你更喜欢：' })).toBeTruthy();
    expect(screen.getByText(/已答 1 题/)).toBeTruthy();
  });

  it('should focus the new question’s choices after moving, and go back with 上一题 keeping the answer', async () => {
    fakeServer({ '/api/Evaluation.MBTI/index': () => ok(MBTI_BANK) });
    renderRoutes('/AppraisalMBTI');
    await userEvent.click(await screen.findByRole('radio', { name: 'B. 在家' }));
    await userEvent.click(next());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'A. 例题' })));
    await userEvent.click(screen.getByRole('button', { name: '上一题' }));
    expect((screen.getByRole('radio', { name: 'B. 在家' }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'B. 在家' })));
  });

  it('should keep the answers per member in localStorage and resume there after a reload', async () => {
    fakeServer({ '/api/Evaluation.MBTI/index': () => ok(MBTI_BANK) });
    const first = renderRoutes('/AppraisalMBTI');
    await userEvent.click(await screen.findByRole('radio', { name: 'A. 出去玩' }));
    await userEvent.click(next());
    await userEvent.click(screen.getByRole('radio', { name: 'B. 原理' }));
    expect(JSON.parse(localStorage.getItem(progressKey('mbti', 7)) ?? '{}')).toEqual({ sorts: [1, 2, 3], answers: ['A', 'B', ''], index: 1 });
    first.unmount();
    renderRoutes('/AppraisalMBTI');
    const group = await screen.findByRole('group', { name: '2. 学习时你更喜欢：' });
    expect((within(group).getByRole('radio', { name: 'B. 原理' }) as HTMLInputElement).checked).toBe(true);
    expect(localStorage.getItem(progressKey('mbti', 8))).toBeNull();
  });

  it('should drop stored answers of another bank instead of matching them to other questions', async () => {
    localStorage.setItem(progressKey('mbti', 7), JSON.stringify({ sorts: [9, 8, 7], answers: ['A', 'A', 'A'], index: 2 }));
    fakeServer({ '/api/Evaluation.MBTI/index': () => ok(MBTI_BANK) });
    renderRoutes('/AppraisalMBTI');
    await screen.findByRole('group', { name: '1. 周末你更愿意：' });
    expect(screen.getByText(/已答 0 题/)).toBeTruthy();
  });

  it('should name the first unanswered question (第N题必做) on submit, then submit the answers with their sort and show the result', async () => {
    localStorage.setItem(progressKey('mbti', 7), JSON.stringify({ sorts: [1, 2, 3], answers: ['A', 'A', ''], index: 2 }));
    const seen = fakeServer({
      '/api/Evaluation.MBTI/index': () => ok(MBTI_BANK),
      '/api/Evaluation.MebiMember/add': () => ok({ iden: 'ESTJ' }, { msg: '提交成功' }),
      '/api/Evaluation.MebiMember/lookDetailCengping': () => ok(MBTI_RESULT),
    });
    const { router } = renderRoutes('/AppraisalMBTI');
    const submit = await screen.findByRole('button', { name: '提交' });
    await userEvent.click(submit);
    expect(screen.getByRole('alert').textContent).toBe('第3题必做');
    expect(seen.some((s) => s.path === '/api/Evaluation.MebiMember/add')).toBe(false);
    await userEvent.click(screen.getByRole('radio', { name: 'A. 直说' }));
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/AppraisalmbtiResult'));
    const add = seen.find((s) => s.path === '/api/Evaluation.MebiMember/add');
    expect(JSON.parse(add?.body.result ?? '[]')).toEqual([
      { sort: 1, select: 'A' },
      { sort: 2, select: 'A' },
      { sort: 3, select: 'A' },
    ]);
    // The domain reads the same answers: E, S, T and a J/P tie → P.
    expect(add?.body.mbtiresult).toBe('ESTP');
    expect(localStorage.getItem(progressKey('mbti', 7))).toBeNull();
    await screen.findByRole('heading', { name: 'MBTI职业性格测评报告' });
  });
});

describe('given a double click on the MBTI test’s final 提交', () => {
  it('should send the answers once', async () => {
    localStorage.setItem(progressKey('mbti', 7), JSON.stringify({ sorts: [1, 2, 3], answers: ['A', 'A', 'A'], index: 2 }));
    const seen = fakeServer({
      '/api/Evaluation.MBTI/index': () => ok(MBTI_BANK),
      '/api/Evaluation.MebiMember/add': async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return ok({ iden: 'ESTP' }, { msg: '提交成功' });
      },
      '/api/Evaluation.MebiMember/lookDetailCengping': () => ok(MBTI_RESULT),
    });
    const { router } = renderRoutes('/AppraisalMBTI');
    const submit = await screen.findByRole('button', { name: '提交' }, { timeout: 5000 });
    // Two clicks in one task, as a fast double click arrives: no render between them.
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/AppraisalmbtiResult'), { timeout: 5000 });
    expect(seen.filter((s) => s.path === '/api/Evaluation.MebiMember/add')).toHaveLength(1);
  });
});

describe('given the Holland test', () => {
  it('should offer 是 and 否 and submit on the last question', async () => {
    const seen = fakeServer({
      '/api/Evaluation.Huolan/index': () => ok(HOLLAND_BANK),
      '/api/Evaluation.HuoMember/add': () => ok({ typeName: 'IRA' }),
      '/api/Evaluation.HuoMember/lookHuolan': () => ok(HOLLAND_RESULT),
    });
    const { router } = renderRoutes('/Hollander');
    await userEvent.click(await screen.findByRole('radio', { name: '否' }));
    await userEvent.click(next());
    await userEvent.click(screen.getByRole('radio', { name: '是' }));
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/HollanderResult'));
    const add = seen.find((s) => s.path === '/api/Evaluation.HuoMember/add');
    expect(JSON.parse(add?.body.result ?? '[]')).toEqual([
      { sort: 1, select: '否' },
      { sort: 2, select: '是' },
    ]);
    expect(add?.body.huolanresult).toBe('IRA');
  });
});

describe('given a result page', () => {
  it.each([
    { name: 'MBTI', path: '/AppraisalmbtiResult', call: '/api/Evaluation.MebiMember/lookDetailCengping' },
    { name: 'Holland', path: '/HollanderResult', call: '/api/Evaluation.HuoMember/lookHuolan' },
  ])('should go to /Appraisal when there is no $name result', async ({ path, call }) => {
    fakeServer({ [call]: () => ok(null) });
    const { router } = renderRoutes(path);
    await screen.findByText('测评中心页');
    expect(router.state.location.pathname).toBe('/Appraisal');
  });

  it('should show every MBTI field with the type, its name and the time in China time', async () => {
    fakeServer({ '/api/Evaluation.MebiMember/lookDetailCengping': () => ok(MBTI_RESULT) });
    renderRoutes('/AppraisalmbtiResult');
    await screen.findByText('ESTJ');
    for (const text of ['管理者型', '个性文字', '特质文字', '优势文字', '劣势文字', '盲点文字', '作用文字', '环境文字', '方式文字', '贡献文字', '领导文字', '压力文字', '职业类型文字', '专业文字', '建议文字']) {
      expect(screen.getByText(text), text).toBeTruthy();
    }
    expect(screen.getByText('测评时间：2026-06-08 04:05')).toBeTruthy();
    expect(screen.getByRole('row', { name: /精力来源/ }).textContent).toContain('E（外向）8 : 4 I（内向）');
  });

  it('should say which MBTI axes tied and how the type was chosen, and mark them in the score table', async () => {
    fakeServer({ '/api/Evaluation.MebiMember/lookDetailCengping': () => ok({ ...MBTI_RESULT, iden: 'ISTP', scores: { E: 6, I: 6, S: 8, N: 4, T: 9, F: 3, J: 6, P: 6 } }) });
    renderRoutes('/AppraisalmbtiResult');
    await screen.findByText('ISTP');
    expect(screen.getByTestId('mbti-tie-note').textContent).toBe(
      'E与I各6题，J与P各6题，持平。按MBTI手册的规则，持平时取后一个字母（I、P），所以类型中的这些字母只是规则的结果：你在这些维度上没有明显倾向，两种描述都可参考。',
    );
    expect(screen.getByRole('row', { name: /精力来源/ }).textContent).toContain('I 内向（持平）');
    expect(screen.getByRole('row', { name: /认识世界/ }).textContent).not.toContain('持平');
  });

  it('should add no tie note to a result without ties', async () => {
    fakeServer({ '/api/Evaluation.MebiMember/lookDetailCengping': () => ok(MBTI_RESULT) });
    renderRoutes('/AppraisalmbtiResult');
    await screen.findByText('ESTJ');
    expect(screen.queryByTestId('mbti-tie-note')).toBeNull();
  });

  it('should draw the Holland radar from the server’s scores, with the data table, the code translated and majors linked to the major search', async () => {
    fakeServer({ '/api/Evaluation.HuoMember/lookHuolan': () => ok(HOLLAND_RESULT) });
    renderRoutes('/HollanderResult');
    await screen.findByText('SIE');
    expect(screen.getByRole('img', { name: /霍兰德职业兴趣雷达图/ })).toBeTruthy();
    const table = screen.getByRole('table', { name: '霍兰德职业兴趣雷达图数据表' });
    const rows = within(table).getAllByRole('row').slice(1).map((r) => r.textContent);
    expect(rows).toEqual(['研究型925', '艺术型425', '企业型625', '社会型1025', '现实型025', '常规型225']);
    const chips = screen.getByRole('list', { name: '代码的含义' });
    expect(within(chips).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['S 社会型', 'I 研究型', 'E 企业型']);
    expect(screen.getByRole('link', { name: 'S专业甲' }).getAttribute('href')).toBe(`/Major?major_name=${encodeURIComponent('S专业甲')}`);
    expect(screen.getByText('R的描述')).toBeTruthy();
    expect(screen.getByText('S职业甲、S职业乙')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
  });
});

describe('given 我的测评', () => {
  function renderPanel(role: 1 | 2, activeName: string | null) {
    const onChange = vi.fn();
    const router = createMemoryRouter([{ path: '/Home', element: <MyAssessments activeName={activeName} onActiveNameChange={onChange} /> }], { initialEntries: ['/Home?type=4'] });
    renderWithQuery(<RouterProvider router={router} />, signedIn(user({ memberuser_id: 7, role })));
    return onChange;
  }

  it('should list the saved MBTI result and open its report', async () => {
    fakeServer({ '/api/Evaluation.MebiMember/lookDetailCengping': () => ok(MBTI_RESULT) });
    renderPanel(2, '1');
    const row = await screen.findByRole('row', { name: /ESTJ/ });
    expect(row.textContent).toContain('管理者型');
    expect(row.textContent).toContain(formatChinaTime(MBTI_RESULT.create_time));
    expect(within(row).getByRole('link', { name: /^查看报告\s*（MBTI测评）$/ }).getAttribute('href')).toBe('/AppraisalmbtiResult');
  });

  it('should show the Holland tab for activeName 2 and ask for the other tab by activeName', async () => {
    fakeServer({ '/api/Evaluation.HuoMember/lookHuolan': () => ok(HOLLAND_RESULT) });
    const onChange = renderPanel(2, '2');
    expect(screen.getByRole('tab', { name: '霍兰德测评' }).getAttribute('aria-selected')).toBe('true');
    const row = await screen.findByRole('row', { name: /SIE/ });
    expect(within(row).getByRole('link', { name: /^查看报告\s*（霍兰德测评）$/ }).getAttribute('href')).toBe('/HollanderResult');
    await userEvent.click(screen.getByRole('tab', { name: 'MBTI测评' }));
    expect(onChange).toHaveBeenCalledWith('1');
  });

  it('should say there is no result yet and lead to the tests', async () => {
    fakeServer({ '/api/Evaluation.MebiMember/lookDetailCengping': () => ok(null) });
    renderPanel(2, null);
    await screen.findByText('暂无测评记录');
    expect(screen.getByRole('link', { name: '去测评' }).getAttribute('href')).toBe('/Appraisal');
  });

  it('should offer VIP to a free member without asking the VIP-only calls', async () => {
    const seen = fakeServer({});
    renderPanel(1, '1');
    expect(screen.getByRole('link', { name: '购买VIP' }).getAttribute('href')).toBe('/Home?type=3');
    await new Promise((r) => setTimeout(r, 50));
    expect(seen.filter((s) => s.path.startsWith('/api/Evaluation'))).toEqual([]);
  });
});

describe('given the /Home route', () => {
  function renderHome(path: string) {
    const router = createMemoryRouter([{ path: '*', element: <AppRoutes /> }], { initialEntries: [path] });
    renderWithQuery(<RouterProvider router={router} />, signedIn(user({ memberuser_id: 7, role: 2 })));
    return router;
  }

  it('should show 我的测评 for type=4 on the tab of activeName, and keep the tab in the address', async () => {
    fakeServer({
      '/api/Evaluation.HuoMember/lookHuolan': () => ok(HOLLAND_RESULT),
      '/api/Evaluation.MebiMember/lookDetailCengping': () => ok(MBTI_RESULT),
    });
    const router = renderHome('/Home?type=4&activeName=2');
    await screen.findByRole('row', { name: /SIE/ });
    await userEvent.click(screen.getByRole('tab', { name: 'MBTI测评' }));
    await screen.findByRole('row', { name: /ESTJ/ });
    expect(router.state.location.search).toBe('?type=4&activeName=1');
  });

  it('should open the centre’s own panel for the other types (type=3 is VIP)', async () => {
    fakeServer({ '/api/Financial.Vippay/activeRecord': () => ok({ total: 0, data: [] }) });
    renderHome('/Home?type=3');
    await screen.findByRole('heading', { level: 2, name: 'VIP会员' });
    expect(screen.getByRole('heading', { level: 1, name: '会员中心' })).toBeTruthy();
    expect(screen.queryByText('该页面正在建设中')).toBeNull();
  });
});

describe('formatChinaTime', () => {
  it.each([
    { name: 'an ISO instant, in China time', value: '2026-06-07T20:05:00.000Z', shown: '2026-06-08 04:05' },
    { name: 'a zoneless China time as it is', value: '2026-06-07 20:05:33', shown: '2026-06-07 20:05' },
    { name: 'nothing', value: '', shown: '' },
  ])('should show $name', ({ value, shown }) => {
    expect(formatChinaTime(value)).toBe(shown);
  });
});
