import crypto from 'node:crypto';

import type { PayChannel } from 'gaokao-domain';
import { safeEqualText } from '../lib/crypto';

/** Payment channels (gaokao-domain); the unique key of processed notifications is (channel, transaction id). */
export type Channel = PayChannel;

/** pay_type on the wire (gaokao-domain): 1 WeChat, 2 Alipay. */
export { PAY_TYPE } from 'gaokao-domain';

export interface CreateOrderInput {
  outTradeNo: string;
  amountFen: number;
  subject: string;
  /** This server's configured public origin (the sandbox's QR code points back to it; never the request's Host). */
  origin: string;
}

/** What a verified notification (or order query) says was paid. The amount is checked against the order by the caller. */
export interface VerifiedPayment {
  outTradeNo: string;
  transactionId: string;
  amountFen: number;
}

export interface RawNotification {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
}

/** The HTTP answer a provider expects from our notify route. */
export interface NotifyAck {
  code: number;
  type: string;
  body: string;
}

export interface PaymentProvider {
  readonly channel: Channel;
  readonly kind: 'sandbox' | 'real';
  /** Creates the order at the provider; returns the URL the buyer's QR code encodes. */
  createOrder(input: CreateOrderInput): Promise<{ codeUrl: string }>;
  /** The payment a notification proves, or null when its signature or merchant fields do not check out. */
  verifyNotification(n: RawNotification): Promise<VerifiedPayment | null>;
  ack(ok: boolean): NotifyAck;
  /**
   * Asks the provider about an order (to recover a lost notification): the verified payment when it is paid, null
   * while it is not. Throws when the provider's answer cannot be trusted or reached.
   */
  queryOrder(outTradeNo: string): Promise<VerifiedPayment | null>;
}

export interface Payments {
  wxpay?: PaymentProvider | undefined;
  alipay?: PaymentProvider | undefined;
}

export function header(h: RawNotification['headers'], name: string): string | undefined {
  const v = h[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
}

/**
 * Development provider: the QR code opens a page of this server (`/api/sandbox/pay?order=…`) whose button posts a
 * notification signed with this provider's secret to the channel's notify route, so the order is completed by the
 * same code path as a real notification.
 */
export class SandboxProvider implements PaymentProvider {
  readonly kind = 'sandbox' as const;
  private readonly secret: Buffer;
  constructor(
    readonly channel: Channel,
    secret?: string,
  ) {
    this.secret = secret ? Buffer.from(secret) : crypto.randomBytes(32);
  }

  async createOrder(input: CreateOrderInput): Promise<{ codeUrl: string }> {
    return { codeUrl: `${input.origin}/api/sandbox/pay?order=${encodeURIComponent(input.outTradeNo)}` };
  }

  /** A signed notification as the sandbox page sends it. */
  notification(p: VerifiedPayment): RawNotification {
    const rawBody = JSON.stringify({ out_trade_no: p.outTradeNo, transaction_id: p.transactionId, amount: p.amountFen, channel: this.channel });
    return { rawBody, headers: { 'content-type': 'application/json', 'x-sandbox-signature': this.sign(rawBody) } };
  }

  /** Payments made on the sandbox page whose notification was withheld (its 不发送通知 button), by order number. */
  private readonly unnotified = new Map<string, VerifiedPayment>();

  /** The sandbox page's "paid, notification lost" case: only an order query (the reconciler) learns of it. */
  payWithoutNotification(p: VerifiedPayment): void {
    this.unnotified.set(p.outTradeNo, p);
  }

  async queryOrder(outTradeNo: string): Promise<VerifiedPayment | null> {
    return this.unnotified.get(outTradeNo) ?? null;
  }

  async verifyNotification(n: RawNotification): Promise<VerifiedPayment | null> {
    const sig = header(n.headers, 'x-sandbox-signature') ?? '';
    const expected = this.sign(n.rawBody);
    if (!safeEqualText(sig, expected)) return null;
    try {
      const b = JSON.parse(n.rawBody) as { out_trade_no?: unknown; transaction_id?: unknown; amount?: unknown; channel?: unknown };
      if (b.channel !== this.channel || typeof b.out_trade_no !== 'string' || typeof b.transaction_id !== 'string') return null;
      if (typeof b.amount !== 'number' || !Number.isSafeInteger(b.amount)) return null;
      return { outTradeNo: b.out_trade_no, transactionId: b.transaction_id, amountFen: b.amount };
    } catch {
      return null;
    }
  }

  ack(ok: boolean): NotifyAck {
    return ok ? { code: 200, type: 'text/plain', body: 'success' } : { code: 400, type: 'text/plain', body: 'fail' };
  }

  private sign(body: string): string {
    return crypto.createHmac('sha256', this.secret).update(body).digest('hex');
  }
}
