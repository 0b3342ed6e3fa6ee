import fs from 'node:fs';
import { SandboxProvider, type Payments } from './provider';
import { WechatPayProvider } from './wechat-pay';
import { AlipayProvider } from './alipay';

/** Referral commission: the inviter of a paying buyer is credited this share of the paid order, in basis points (10 %). */
export const COMMISSION_BP = 1000;

/** One activated card adds this many days of VIP (from the current expiry when still valid, otherwise from now). */
export const CARD_DAYS = 365;

/** What the order is called at the provider. */
export const ORDER_SUBJECT = '高考志愿填报助手VIP卡';

const read = (file: string | undefined) => (file ? fs.readFileSync(file, 'utf8') : undefined);

/**
 * Providers from the environment. `PAY_PROVIDER=sandbox` (the default unless NODE_ENV=production) uses the sandbox for
 * both channels; `PAY_PROVIDER=real` builds each real adapter whose variables are all set and leaves the other channel
 * unavailable (its order call answers 该支付方式暂未开放).
 */
export function paymentsFromEnv(env: NodeJS.ProcessEnv = process.env): Payments {
  const mode = env.PAY_PROVIDER ?? (env.NODE_ENV === 'production' ? 'real' : 'sandbox');
  if (mode === 'sandbox') {
    return { wxpay: new SandboxProvider('wxpay', env.PAY_SANDBOX_SECRET), alipay: new SandboxProvider('alipay', env.PAY_SANDBOX_SECRET) };
  }
  const payments: Payments = {};
  if (env.WECHATPAY_MCHID && env.WECHATPAY_APPID && env.WECHATPAY_SERIAL_NO && env.WECHATPAY_PRIVATE_KEY_FILE && env.WECHATPAY_APIV3_KEY && env.WECHATPAY_PLATFORM_PUBLIC_KEY_FILE && env.WECHATPAY_NOTIFY_URL) {
    payments.wxpay = new WechatPayProvider({
      mchid: env.WECHATPAY_MCHID,
      appid: env.WECHATPAY_APPID,
      serialNo: env.WECHATPAY_SERIAL_NO,
      privateKey: read(env.WECHATPAY_PRIVATE_KEY_FILE)!,
      apiV3Key: env.WECHATPAY_APIV3_KEY,
      platformPublicKey: read(env.WECHATPAY_PLATFORM_PUBLIC_KEY_FILE)!,
      notifyUrl: env.WECHATPAY_NOTIFY_URL,
      ...(env.WECHATPAY_BASE_URL ? { baseUrl: env.WECHATPAY_BASE_URL } : {}),
    });
  }
  if (env.ALIPAY_APP_ID && env.ALIPAY_PRIVATE_KEY_FILE && env.ALIPAY_PUBLIC_KEY_FILE && env.ALIPAY_SELLER_ID && env.ALIPAY_NOTIFY_URL) {
    payments.alipay = new AlipayProvider({
      appId: env.ALIPAY_APP_ID,
      privateKey: read(env.ALIPAY_PRIVATE_KEY_FILE)!,
      alipayPublicKey: read(env.ALIPAY_PUBLIC_KEY_FILE)!,
      sellerId: env.ALIPAY_SELLER_ID,
      notifyUrl: env.ALIPAY_NOTIFY_URL,
      ...(env.ALIPAY_GATEWAY ? { gateway: env.ALIPAY_GATEWAY } : {}),
    });
  }
  return payments;
}
