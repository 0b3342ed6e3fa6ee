import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { MajorOption } from 'gaokao-domain';
import { MajorFilterDialog } from './major-filter-dialog';
import { fakeCatalogue, fakeSpecialMajors } from './fake-catalogue';

const chosen: MajorOption[] = [
  { major_name: '计算机科学与技术' },
  { major_name: '软件工程' },
  { major_name: '临床医学' },
  { major_name: '法学' },
];

const meta = {
  title: 'Overlays/MajorFilterDialog',
  component: MajorFilterDialog,
  args: {
    open: true,
    ...fakeCatalogue,
    specialMajors: fakeSpecialMajors,
    defaultValue: chosen,
    defaultSpecialValue: ['航海类'],
    onSave: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
    onChange: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MajorFilterDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const ready = () => waitFor(() => expect(within(screen.getByRole('region', { name: '专业' })).getAllByRole('checkbox').length).toBeGreaterThan(0));

export const Default: Story = { play: ready };

export const NothingChosen: Story = { args: { defaultValue: [], defaultSpecialValue: [] }, play: ready };

/** The batch is not 本科批: no 专科高职 catalogue. */
/** The special majors screen on generated facts: the note says so under them. */
export const SpecialNote: Story = { args: { specialNote: '演示数据：国家特色专业与双一流建设学科为生成的示例内容，按其筛选的结果仅用于演示。' }, play: ready };

export const WithoutVocationalCatalogue: Story = { args: { levels: ['本科普通', '本科职业'] }, play: ready };

export const Loading: Story = {
  args: { loadCategories: () => new Promise<string[]>(() => undefined) },
};

export const LoadError: Story = {
  args: { loadCategories: () => Promise.reject(new Error('网络错误')) },
  play: async () => {
    await waitFor(() => expect(within(screen.getByRole('region', { name: '门类' })).getByText('加载失败')).toBeVisible());
  },
};

export const Saving: Story = { args: { saving: true, error: '未知错误，请联系系统管理员' }, play: ready };

export const LongChineseText: Story = {
  args: {
    defaultValue: [
      { major_name: '机械设计制造及其自动化（智能制造与工业互联网方向）' },
      { major_name: '中外合作办学（计算机科学与技术，学费较高）' },
      ...chosen,
    ],
  },
  play: ready,
};

/** Search with more than 200 matches: the first 200 and the domain's warning. */
export const SearchCapped: Story = {
  play: async () => {
    await userEvent.type(screen.getByRole('searchbox', { name: '搜索专业' }), '工程{Enter}');
    await waitFor(() => expect(screen.getByRole('note')).toHaveTextContent('仅显示前200条匹配结果'));
    await expect(within(screen.getByRole('region', { name: '搜索结果' })).getAllByRole('checkbox')).toHaveLength(200);
  },
};

/** Keyboard only: tick a major with Space, add it with Enter, then remove everything through the confirmation. */
export const KeyboardAddAndRemoveAll: Story = {
  args: { defaultValue: [] },
  play: async ({ args }) => {
    await ready();
    within(screen.getByRole('region', { name: '专业' })).getByRole('checkbox', { name: /^人工智能/ }).focus();
    await userEvent.keyboard(' ');
    screen.getByRole('button', { name: '添加' }).focus();
    await userEvent.keyboard('{Enter}');
    const added = (args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as MajorOption[];
    await expect(added.map((m) => m.major_name)).toEqual(['人工智能']);
    screen.getByRole('button', { name: '移除全部' }).focus();
    await userEvent.keyboard('{Enter}');
    const confirm = await screen.findByRole('alertdialog');
    await expect(confirm).toHaveTextContent('确认移除所有专业吗?');
    within(confirm).getByRole('button', { name: '确定' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(screen.getByText('未选择专业，不限专业')).toBeVisible();
  },
};

export const RemoveOneConfirmation: Story = {
  play: async () => {
    await ready();
    await userEvent.click(screen.getByRole('button', { name: '移除 法学' }));
    await expect(await screen.findByRole('alertdialog')).toHaveTextContent('确认从过滤条件中移除当前专业吗?');
  },
};

export const Matrix: Story = {
  args: { saving: true, error: '保存失败，请重试' },
  play: async () => {
    await ready();
    await userEvent.click(screen.getByRole('button', { name: '添加' }));
    await expect(screen.getByRole('status')).toHaveTextContent('请选择专业');
  },
};
