import crypto from 'node:crypto';
import { header, type CreateOrderInput, type NotifyAck, type PaymentProvider, type RawNotification, type VerifiedPayment } from './provider';

export interface WechatPayConfig {
  mchid: string;
  appid: string;
  /** Serial number of the merchant API certificate (goes into the Authorization header). */
  serialNo: string;
  /** Merchant API private key (PEM). */
  privateKey: string | crypto.KeyObject;
  /** APIv3 key: 32 characters, the AES-256-GCM key of notification resources. */
  apiV3Key: string;
  /** WeChat Pay platform public key (PEM) that signs notifications. */
  platformPublicKey: string | crypto.KeyObject;
  notifyUrl: string;
  /** Default https://api.mch.weixin.qq.com (tests point it at a local fake). */
  baseUrl?: string;
  /** Notifications older than this are refused (replay window), default 5 minutes. */
  maxSkewMs?: number;
  now?: () => number;
}

const NATIVE_PATH = '/v3/pay/transactions/native';

/** WeChat Pay API v3, Native payment (the buyer scans code_url). */
export class WechatPayProvider implements PaymentProvider {
  readonly channel = 'wxpay' as const;
  readonly kind = 'real' as const;
  constructor(private readonly cfg: WechatPayConfig) {
    if (Buffer.byteLength(cfg.apiV3Key) !== 32) throw new Error('WeChat Pay APIv3 key must be 32 bytes');
  }

  /** The `WECHATPAY2-SHA256-RSA2048` Authorization header of one request. */
  authorization(method: string, urlPath: string, body: string, timestamp = Math.floor(Date.now() / 1000), nonce = crypto.randomBytes(16).toString('hex')): string {
    const message = `${method}\n${urlPath}\n${timestamp}\n${nonce}\n${body}\n`;
    const signature = crypto.sign('sha256', Buffer.from(message), this.cfg.privateKey).toString('base64');
    return `WECHATPAY2-SHA256-RSA2048 mchid="${this.cfg.mchid}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${this.cfg.serialNo}"`;
  }

  async createOrder(input: CreateOrderInput): Promise<{ codeUrl: string }> {
    const body = JSON.stringify({
      appid: this.cfg.appid,
      mchid: this.cfg.mchid,
      description: input.subject,
      out_trade_no: input.outTradeNo,
      notify_url: this.cfg.notifyUrl,
      amount: { total: input.amountFen, currency: 'CNY' },
    });
    const res = await fetch(`${this.cfg.baseUrl ?? 'https://api.mch.weixin.qq.com'}${NATIVE_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', authorization: this.authorization('POST', NATIVE_PATH, body) },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`WeChat Pay native order: HTTP ${res.status} ${text.slice(0, 200)}`);
    const codeUrl = (JSON.parse(text) as { code_url?: unknown }).code_url;
    if (typeof codeUrl !== 'string' || codeUrl === '') throw new Error('WeChat Pay native order: no code_url');
    return { codeUrl };
  }

  /** SHA256withRSA over `timestamp\nnonce\nbody\n` with the platform key, and a fresh timestamp. */
  private signedByPlatform(timestamp: string | null | undefined, nonce: string | null | undefined, signature: string | null | undefined, body: string): boolean {
    if (!timestamp || !nonce || !signature || !/^\d{1,12}$/.test(timestamp)) return false;
    const now = this.cfg.now?.() ?? Date.now();
    if (Math.abs(now - Number(timestamp) * 1000) > (this.cfg.maxSkewMs ?? 5 * 60_000)) return false;
    try {
      return crypto.verify('sha256', Buffer.from(`${timestamp}\n${nonce}\n${body}\n`), this.cfg.platformPublicKey, Buffer.from(signature, 'base64'));
    } catch {
      return false;
    }
  }

  /** A transaction (decrypted notification resource or order query answer) of this merchant that is paid. */
  private paid(tx: {
    mchid?: string;
    appid?: string;
    out_trade_no?: string;
    transaction_id?: string;
    trade_state?: string;
    amount?: { total?: number; currency?: string };
  }): VerifiedPayment | null {
    if (tx.mchid !== this.cfg.mchid || tx.appid !== this.cfg.appid || tx.trade_state !== 'SUCCESS') return null;
    if (typeof tx.out_trade_no !== 'string' || typeof tx.transaction_id !== 'string') return null;
    const total = tx.amount?.total;
    if (typeof total !== 'number' || !Number.isSafeInteger(total) || (tx.amount?.currency ?? 'CNY') !== 'CNY') return null;
    return { outTradeNo: tx.out_trade_no, transactionId: tx.transaction_id, amountFen: total };
  }

  async verifyNotification(n: RawNotification): Promise<VerifiedPayment | null> {
    if (!this.signedByPlatform(header(n.headers, 'wechatpay-timestamp'), header(n.headers, 'wechatpay-nonce'), header(n.headers, 'wechatpay-signature'), n.rawBody)) {
      return null;
    }
    try {
      const body = JSON.parse(n.rawBody) as {
        event_type?: string;
        resource?: { algorithm?: string; ciphertext?: string; nonce?: string; associated_data?: string };
      };
      const r = body.resource;
      if (body.event_type !== 'TRANSACTION.SUCCESS' || !r || r.algorithm !== 'AEAD_AES_256_GCM' || !r.ciphertext || !r.nonce) return null;
      return this.paid(JSON.parse(decryptResource(this.cfg.apiV3Key, r.ciphertext, r.nonce, r.associated_data ?? '')) as Parameters<WechatPayProvider['paid']>[0]);
    } catch {
      return null;
    }
  }

  async queryOrder(outTradeNo: string): Promise<VerifiedPayment | null> {
    const urlPath = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}?mchid=${encodeURIComponent(this.cfg.mchid)}`;
    const res = await fetch(`${this.cfg.baseUrl ?? 'https://api.mch.weixin.qq.com'}${urlPath}`, {
      headers: { accept: 'application/json', authorization: this.authorization('GET', urlPath, '') },
      signal: AbortSignal.timeout(10_000),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`WeChat Pay order query: HTTP ${res.status}`);
    if (!this.signedByPlatform(res.headers.get('wechatpay-timestamp'), res.headers.get('wechatpay-nonce'), res.headers.get('wechatpay-signature'), text)) {
      throw new Error('WeChat Pay order query: answer not signed by the platform key');
    }
    const tx = this.paid(JSON.parse(text) as Parameters<WechatPayProvider['paid']>[0]);
    return tx && tx.outTradeNo === outTradeNo ? tx : null;
  }

  ack(ok: boolean): NotifyAck {
    return ok
      ? { code: 200, type: 'application/json', body: JSON.stringify({ code: 'SUCCESS', message: '成功' }) }
      : { code: 400, type: 'application/json', body: JSON.stringify({ code: 'FAIL', message: '失败' }) };
  }
}

/** AEAD_AES_256_GCM as WeChat Pay uses it: base64(ciphertext ‖ 16-byte tag), UTF-8 key, nonce and associated data. */
export function decryptResource(apiV3Key: string, ciphertextB64: string, nonce: string, associatedData: string): string {
  const data = Buffer.from(ciphertextB64, 'base64');
  if (data.length < 17) throw new Error('resource too short');
  const decipher = crypto.createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key), Buffer.from(nonce));
  decipher.setAuthTag(data.subarray(data.length - 16));
  decipher.setAAD(Buffer.from(associatedData));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
}

/** The inverse of decryptResource (tests and the local fake use it to build notifications). */
export function encryptResource(apiV3Key: string, plaintext: string, nonce: string, associatedData: string): string {
  const cipher = crypto.createCipheriv('aes-256-gcm', Buffer.from(apiV3Key), Buffer.from(nonce));
  cipher.setAAD(Buffer.from(associatedData));
  const ct = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([ct, cipher.getAuthTag()]).toString('base64');
}
