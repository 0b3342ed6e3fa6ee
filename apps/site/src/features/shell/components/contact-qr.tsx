import { QrCode } from 'gaokao-ui';

/** The customer-service QR drawn from what it holds (loaded only when the server returns such a value). */
export default function ContactQr({ value }: { value: string }) {
  return <QrCode value={value} size={110} label="客服微信二维码" caption="扫码联系客服" />;
}
