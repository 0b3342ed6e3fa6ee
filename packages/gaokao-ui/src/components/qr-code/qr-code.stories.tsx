import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QrCode, qrSizes } from './qr-code';

const meta = {
  title: 'Media/QrCode',
  component: QrCode,
  args: { value: 'weixin://wxpay/bizpayurl?pr=demo0000', label: '微信扫码支付', caption: '请使用微信扫码支付' },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pay198: Story = {
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: '微信扫码支付' });
    await expect(img.getAttribute('width')).toBe('198');
  },
};
export const Bind240: Story = { args: { size: qrSizes.bind, label: '微信扫码绑定', caption: '扫码绑定微信，用于提现' } };
export const Report294: Story = { args: { size: qrSizes.report, label: '扫码查看电子版报告', caption: undefined } };
export const LongChineseText: Story = {
  args: { caption: '请使用微信扫描二维码完成支付，支付成功后页面将自动跳转至购买记录，请勿关闭本窗口' },
};
export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      {Object.entries(qrSizes).map(([k, size]) => (
        <QrCode key={k} {...args} size={size} label={`二维码 ${size}`} caption={`${size} px`} />
      ))}
    </div>
  ),
};
