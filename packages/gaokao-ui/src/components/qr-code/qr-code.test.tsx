import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { QrCode, qrSizes } from './qr-code';

describe('given a QrCode', () => {
  it.each([
    { size: qrSizes.pay, px: '198' },
    { size: qrSizes.bind, px: '240' },
    { size: qrSizes.report, px: '294' },
  ])('should render a named $px px image', async ({ size, px }) => {
    render(<QrCode value="https://example.invalid/r/1" size={size} label="扫码查看报告" caption="说明" />);
    const img = screen.getByRole('img', { name: '扫码查看报告' });
    expect(img.getAttribute('width')).toBe(px);
    expect(img.querySelectorAll('path').length).toBeGreaterThan(0);
    expect(await axeViolations()).toEqual([]);
  });

  it('should encode different values differently', () => {
    const { rerender } = render(<QrCode value="a" label="码" />);
    const first = screen.getByRole('img').innerHTML;
    rerender(<QrCode value="b" label="码" />);
    expect(screen.getByRole('img').innerHTML).not.toBe(first);
  });
});
