import { QRCodeSVG } from 'qrcode.react';
import type { ReactNode } from 'react';
import { caption as captionClass, figure } from './qr-code.css';

/** The product's QR sizes: WeChat pay 198, WeChat binding 240, the printed report 294. */
export const qrSizes = { pay: 198, bind: 240, report: 294 } as const;

export type QrCodeProps = {
  /** The text or address to encode. */
  value: string;
  /** Pixel size; one of `qrSizes` or any number. */
  size?: number;
  /** What the code is for, read by assistive technology (e.g. 微信扫码支付). */
  label: string;
  /** Text under the code. */
  caption?: ReactNode;
};

/** A QR code as SVG (crisp on paper), named for assistive technology, with an optional caption. */
export function QrCode({ value, size = qrSizes.pay, label, caption }: QrCodeProps) {
  return (
    <figure className={figure} style={{ width: size }}>
      <QRCodeSVG value={value} size={size} level="M" marginSize={2} role="img" aria-label={label} title={label} />
      {caption ? <figcaption className={captionClass}>{caption}</figcaption> : null}
    </figure>
  );
}
