import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../styles/contract.css';
import { lightTokens } from '../../styles/tokens';
import { spaceNames } from '../../styles/sprinkles.css';
import { Heading, Text } from '../text/text';
import { Box } from './box';
import { Columns, Inline, Stack } from './layout';

const meta = {
  title: 'Foundations/Layout',
  component: Box,
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

const Swatch = ({ label }: { label: string }) => (
  <Box background="brandSoft" color="brand" padding="sm" borderRadius="md">
    {label}
  </Box>
);

export const BoxWithSprinkles: Story = {
  render: () => (
    <Box padding="lg" background="surfaceMuted" borderRadius="lg" border="standard" data-testid="box">
      <Text>Box 的内边距、背景、圆角与边框都来自主题变量</Text>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByTestId('box');
    await expect(getComputedStyle(box).paddingTop).toBe('16px');
  },
};

export const StackAndInline: Story = {
  render: () => (
    <Stack space="lg">
      <Inline space="sm">
        {['北京', '天津', '河北', '山西', '内蒙古'].map((p) => (
          <Swatch key={p} label={p} />
        ))}
      </Inline>
      <Inline space="md" align="between">
        <Swatch label="左" />
        <Swatch label="右" />
      </Inline>
    </Stack>
  ),
};

export const ColumnsCollapse: Story = {
  render: () => (
    <div style={{ width: 640 }}>
      <Columns columns={3} space="md" collapseBelow="tablet">
        <Swatch label="院校" />
        <Swatch label="专业" />
        <Swatch label="分数" />
      </Columns>
    </div>
  ),
};

export const ColumnsOnPhone: Story = {
  ...ColumnsCollapse,
  globals: { viewport: { value: 'mobile375', isRotated: false } },
};

export const Typography: Story = {
  render: () => (
    <Stack space="sm">
      <Heading level={1}>高考志愿填报助手</Heading>
      <Heading level={2}>智能推荐专业</Heading>
      <Heading level={3}>院校筛选条件</Heading>
      <Heading level={4}>其他条件</Heading>
      <Text as="p">
        根据您的预估分数与选考科目，系统按预估录取线从高到低列出院校与专业，并标注冲、稳、保三档。中文正文使用系统中文字体与 1.6 倍行高。
      </Text>
      <Text tone="muted" size="sm">
        数据来源：各省教育考试院公布的历年一分一段表与招生计划。
      </Text>
      <Inline space="md">
        <Text tone="brand">品牌色</Text>
        <Text tone="danger">危险色</Text>
        <Text tone="success">成功色</Text>
        <Text weight="strong">加粗</Text>
      </Inline>
    </Stack>
  ),
};

export const Tokens: Story = {
  render: () => (
    <Stack space="lg">
      <Inline space="sm">
        {Object.keys(lightTokens.color).map((name) => (
          <Box key={name} display="flex" flexDirection="column" alignItems="center" gap="xxs" style={{ width: 84 }}>
            <span
              style={{
                width: 40,
                height: 40,
                borderRadius: 6,
                border: `1px solid ${vars.color.border}`,
                background: vars.color[name as keyof typeof vars.color],
              }}
            />
            <Text size="xs" tone="muted">
              {name}
            </Text>
          </Box>
        ))}
      </Inline>
      <Stack space="xs">
        {spaceNames.map((name) => (
          <Inline key={name} space="sm">
            <Text size="xs" tone="muted" style={{ width: 48 }}>
              {name}
            </Text>
            <span style={{ display: 'inline-block', height: 8, width: vars.space[name], background: vars.color.brand }} />
          </Inline>
        ))}
      </Stack>
    </Stack>
  ),
};
