import fs from 'node:fs';
import { SandboxProvider, type Payments } from './provider';
import { WechatPayProvider } from './wechat-pay';
import { AlipayProvider } from './alipay';
import type { PayConfig } from '../config';

/** Referral commission: the inviter of a paying buyer is credited this share of the paid order, in basis points (10 %). */
export const COMMISSION_BP = 1000;


/** What the order is called at the provider. */
export const ORDER_SUBJECT = '高考志愿填报助手VIP卡';

const read = (file: string) => fs.readFileSync(file, 'utf8');

/**
 * Providers of a parsed configuration (config.ts). `sandbox` (the default unless NODE_ENV=production) uses the sandbox
 * for both channels; `real` builds each real adapter whose variables are all set and leaves the other channel
 * unavailable (its order call answers 该支付方式暂未开放). Key files are read here, at start.
 */
export function paymentsFromConfig(pay: PayConfig): Payments {
  if (pay.mode === 'sandbox') {
    return { wxpay: new SandboxProvider('wxpay', pay.sandboxSecret), alipay: new SandboxProvider('alipay', pay.sandboxSecret) };
  }
  const payments: Payments = {};
  if (pay.wechat) {
    const { privateKeyFile, platformPublicKeyFile, ...w } = pay.wechat;
    payments.wxpay = new WechatPayProvider({ ...w, privateKey: read(privateKeyFile), platformPublicKey: read(platformPublicKeyFile) });
  }
  if (pay.alipay) {
    const { privateKeyFile, publicKeyFile, ...a } = pay.alipay;
    payments.alipay = new AlipayProvider({ ...a, privateKey: read(privateKeyFile), alipayPublicKey: read(publicKeyFile) });
  }
  return payments;
}
