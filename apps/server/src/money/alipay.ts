import crypto from 'node:crypto';
import { formatFen, parseYuanToFen } from 'gaokao-domain';
import type { CreateOrderInput, NotifyAck, PaymentProvider, RawNotification, VerifiedPayment } from './provider';

export interface AlipayConfig {
  appId: string;
  /** Application private key (PEM) that signs our requests (RSA2). */
  privateKey: string | crypto.KeyObject;
  /** Alipay public key (PEM) that signs notifications. */
  alipayPublicKey: string | crypto.KeyObject;
  /** The merchant's Alipay user id (2088…): notifications for another seller are refused. */
  sellerId: string;
  notifyUrl: string;
  /** Default https://openapi.alipay.com/gateway.do (tests point it at a local fake). */
  gateway?: string;
}

/** The RSA2 signing string: parameters sorted by name, `sign` (and for notifications `sign_type`) and empty values left out. */
export function signingString(params: Record<string, string>, exclude: readonly string[] = ['sign']): string {
  return Object.keys(params)
    .filter((k) => !exclude.includes(k) && params[k] !== undefined && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

export function rsa2Sign(content: string, key: string | crypto.KeyObject): string {
  return crypto.sign('sha256', Buffer.from(content, 'utf8'), key).toString('base64');
}

export function rsa2Verify(content: string, sign: string, key: string | crypto.KeyObject): boolean {
  try {
    return crypto.verify('sha256', Buffer.from(content, 'utf8'), key, Buffer.from(sign, 'base64'));
  } catch {
    return false;
  }
}

function beijingTimestamp(d = new Date()): string {
  // Alipay expects the gateway's local time (UTC+8).
  return new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** Alipay open platform, face-to-face payment `alipay.trade.precreate` (the buyer scans qr_code). */
export class AlipayProvider implements PaymentProvider {
  readonly channel = 'alipay' as const;
  readonly kind = 'real' as const;
  constructor(private readonly cfg: AlipayConfig) {}

  /** One signed gateway call; the raw answer text. */
  private async gatewayCall(method: string, bizContent: Record<string, string>, extra: Record<string, string> = {}): Promise<string> {
    const params: Record<string, string> = {
      app_id: this.cfg.appId,
      method,
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: beijingTimestamp(),
      version: '1.0',
      ...extra,
      biz_content: JSON.stringify(bizContent),
    };
    params.sign = rsa2Sign(signingString(params), this.cfg.privateKey);
    const res = await fetch(this.cfg.gateway ?? 'https://openapi.alipay.com/gateway.do', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
      body: new URLSearchParams(params).toString(),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`Alipay ${method}: HTTP ${res.status}`);
    return res.text();
  }

  async createOrder(input: CreateOrderInput): Promise<{ codeUrl: string }> {
    const text = await this.gatewayCall(
      'alipay.trade.precreate',
      { out_trade_no: input.outTradeNo, total_amount: formatFen(input.amountFen), subject: input.subject },
      { notify_url: this.cfg.notifyUrl },
    );
    const r = (JSON.parse(text) as { alipay_trade_precreate_response?: { code?: string; sub_msg?: string; qr_code?: string } })
      .alipay_trade_precreate_response;
    if (!r || r.code !== '10000' || typeof r.qr_code !== 'string') throw new Error(`Alipay precreate: ${r?.code ?? '?'} ${r?.sub_msg ?? ''}`);
    return { codeUrl: r.qr_code };
  }

  async verifyNotification(n: RawNotification): Promise<VerifiedPayment | null> {
    const params: Record<string, string> = {};
    for (const [k, v] of new URLSearchParams(n.rawBody)) params[k] = v;
    const sign = params.sign;
    if (!sign || params.sign_type !== 'RSA2') return null;
    if (!rsa2Verify(signingString(params, ['sign', 'sign_type']), sign, this.cfg.alipayPublicKey)) return null;
    if (params.app_id !== this.cfg.appId || params.seller_id !== this.cfg.sellerId) return null;
    if (params.trade_status !== 'TRADE_SUCCESS' && params.trade_status !== 'TRADE_FINISHED') return null;
    const amountFen = parseYuanToFen(params.total_amount ?? '');
    if (amountFen === null || !params.out_trade_no || !params.trade_no) return null;
    return { outTradeNo: params.out_trade_no, transactionId: params.trade_no, amountFen };
  }

  async queryOrder(outTradeNo: string): Promise<VerifiedPayment | null> {
    const text = await this.gatewayCall('alipay.trade.query', { out_trade_no: outTradeNo });
    // The answer's sign covers the raw JSON text of the response node, exactly as sent.
    const key = '"alipay_trade_query_response":';
    const start = text.indexOf(key);
    const end = text.lastIndexOf(',"sign":');
    if (start < 0 || end < start) throw new Error('Alipay trade query: unexpected answer');
    const node = text.slice(start + key.length, end);
    const sign = (JSON.parse(text) as { sign?: string }).sign ?? '';
    if (!rsa2Verify(node, sign, this.cfg.alipayPublicKey)) throw new Error('Alipay trade query: answer not signed by Alipay');
    const r = JSON.parse(node) as { code?: string; out_trade_no?: string; trade_no?: string; trade_status?: string; total_amount?: string };
    if (r.code !== '10000' || r.out_trade_no !== outTradeNo || !r.trade_no) return null;
    if (r.trade_status !== 'TRADE_SUCCESS' && r.trade_status !== 'TRADE_FINISHED') return null;
    const amountFen = parseYuanToFen(r.total_amount ?? '');
    return amountFen === null ? null : { outTradeNo, transactionId: r.trade_no, amountFen };
  }

  ack(ok: boolean): NotifyAck {
    return { code: 200, type: 'text/plain', body: ok ? 'success' : 'fail' };
  }
}
