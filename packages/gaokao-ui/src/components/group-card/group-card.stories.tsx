import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GroupCard, type GroupCardMajor, type GroupCardProps } from './group-card';

const majors: GroupCardMajor[] = [
  { id: 'm1', title: '计算机科学与技术', line: 628 },
  { id: 'm2', title: '软件工程', line: 621 },
  { id: 'm3', title: '电子信息工程', line: 612 },
  { id: 'm4', title: '材料科学与工程', line: null },
];

const meta = {
  title: 'Data/GroupCard',
  component: GroupCard,
  args: {
    order: 1,
    collegeName: '华南理工大学',
    groupCode: '201',
    line: 605,
    band: '稳',
    probability: '62%',
    majors,
    majorsPerGroup: 6,
    onObeyChange: fn(),
    onMoveMajor: fn(),
    onRemoveMajor: fn(),
    onMoveGroup: fn(),
    onRemoveGroup: fn(),
    canMoveUp: false,
  },
  render: (args) => (
    <div style={{ width: 420 }}>
      <GroupCard {...args} />
    </div>
  ),
} satisfies Meta<typeof GroupCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** 不服从调剂 on a group whose chosen majors sit well above its line: the 退档 risk on the card. */
export const RefuseWithRisk: Story = {
  args: { defaultObey: false, band: '冲', probability: '18%', notice: '不服从调剂：所选专业的预估线高于本组预估线 10 分以上，进组后若所选专业录满将被退档。' },
};

export const NoLines: Story = { args: { line: null, band: null, probability: null, groupCode: '', majors: [{ id: 'x', title: '数学与应用数学' }] } };

export const Busy: Story = { args: { busy: true } };

export const ReadOnly: Story = { args: { onMoveMajor: undefined, onRemoveMajor: undefined, onMoveGroup: undefined, onRemoveGroup: undefined } };

export const LongChineseText: Story = {
  args: {
    collegeName: '内蒙古科技大学包头师范学院国际联合培养中心（中外合作办学）',
    majors: [
      { id: 'l1', title: '机械设计制造及其自动化（智能制造与工业互联网方向）（中外合作办学）', line: 590 },
      { id: 'l2', title: '临床医学（5+3一体化，只招第一志愿，入学后不可转专业）', line: 601 },
    ],
  },
};

/** Phone width: everything inside 375 px, nothing scrolling sideways. */
export const Phone375: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  render: (args) => <GroupCard {...args} />,
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    const remove = within(card).getByRole('button', { name: '移除志愿：华南理工大学 201组' });
    await expect(remove.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};

/** A 江苏 专业组 whose majors are unpublished: two majors picked from the college's 开设专业, each 以招生计划为准. */
const picked: GroupCardMajor[] = [
  { id: 'p1', title: '车辆工程', tentative: true },
  { id: 'p2', title: '机械类', tentative: true },
];
const catalogue = ['车辆工程', '机械类', '软件工程', '电气工程及其自动化', '材料科学与工程'];

export const CataloguePicks: Story = {
  args: {
    collegeName: '合肥工业大学',
    groupCode: '03',
    line: 612,
    band: '稳',
    probability: null,
    majors: picked,
    picker: { options: null, onOpen: fn(), onPick: fn() },
  },
};

/** The catalogue read: the majors not yet picked to choose from, and 添加. */
export const CataloguePicksOpen: Story = {
  args: { ...CataloguePicks.args, picker: { options: catalogue, onOpen: fn(), onPick: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('以招生计划为准')).toHaveLength(2);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '为合肥工业大学 03组选择专业' }), '软件工程');
    await userEvent.click(canvas.getByRole('button', { name: '添加' }));
    await expect(args.picker?.onPick).toHaveBeenCalledWith('软件工程');
  },
};

function Stateful(args: GroupCardProps) {
  const [list, setList] = useState(args.majors);
  return (
    <GroupCard
      {...args}
      majors={list}
      onMoveMajor={(i, d) => {
        args.onMoveMajor?.(i, d);
        const to = d === 'up' ? i - 1 : i + 1;
        const next = [...list];
        const [m] = next.splice(i, 1);
        if (m) next.splice(to, 0, m);
        setList(next);
      }}
    />
  );
}

/** By keyboard: Tab to a major's 下移, Enter moves it; Space on 服从调剂 turns it off. */
export const Keyboard: Story = {
  tags: ['no-screenshot'],
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: '下移专业：计算机科学与技术' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMoveMajor).toHaveBeenCalledWith(0, 'down');
    const names = within(canvas.getByRole('list', { name: '华南理工大学 201组的专业' })).getAllByRole('listitem').map((li) => li.textContent ?? '');
    await expect(names[0]).toContain('软件工程');
    await expect(names[1]).toContain('计算机科学与技术');
    const sw = canvas.getByRole('switch', { name: '服从调剂' });
    sw.focus();
    await userEvent.keyboard(' ');
    await expect(sw).toHaveAttribute('aria-checked', 'false');
    await expect(args.onObeyChange).toHaveBeenCalledWith(false);
  },
};

export const Matrix: Story = {
  render: (args) => (
    <ol style={{ width: 420, listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
      <li>
        <GroupCard {...args} />
      </li>
      <li>
        <GroupCard {...args} order={2} collegeName="广东工业大学" groupCode="203" band="保" probability="91%" line={571} canMoveUp defaultObey={false} notice="不服从调剂：可能退档。" />
      </li>
      <li>
        <GroupCard {...args} order={3} collegeName="深圳大学" groupCode="" line={null} band={null} probability={null} majors={majors.slice(0, 1)} canMoveUp canMoveDown={false} busy />
      </li>
    </ol>
  ),
};
