import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PAY_STATUS, formatFen, payChannelOf } from 'gaokao-domain';
import { SERVER_MSG, STATUS_BAD_REQUEST, str } from 'gaokao-contract';
import { ApiError } from '../http/reply';
import { applyPayment } from './service';
import { SandboxProvider, type Channel, type Payments } from './provider';

const NOTIFY_PATH: Record<Channel, string> = { wxpay: '/api/WxPay/notify', alipay: '/api/Alipay/notify' };

const ORDER_NO = str(32);

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Provider notification routes (public: the provider's signature is the authentication) and, when a sandbox provider
 * is in use, the sandbox payment page. Bodies are kept as the raw string: WeChat Pay signs the exact bytes.
 */
export async function registerMoneyRoutes(app: FastifyInstance, payments: Payments): Promise<void> {
  await app.register(async (inst) => {
    inst.removeAllContentTypeParsers();
    inst.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));

    for (const channel of ['wxpay', 'alipay'] as const) {
      inst.post(NOTIFY_PATH[channel], async (req, reply) => {
        const provider = payments[channel];
        if (!provider) return reply.code(404).type('text/plain').send('fail');
        const rawBody = typeof req.body === 'string' ? req.body : '';
        const verified = await provider.verifyNotification({ headers: req.headers, rawBody });
        const outcome = verified ? await applyPayment(app.ctx.db, channel, verified) : 'refused';
        if (outcome === 'refused') req.log.warn({ channel, outTradeNo: verified?.outTradeNo }, 'payment notification refused');
        const ack = provider.ack(outcome !== 'refused');
        return reply.code(ack.code).type(ack.type).send(ack.body);
      });
    }

    const sandboxes = Object.values(payments).filter((p): p is SandboxProvider => p instanceof SandboxProvider);
    if (sandboxes.length === 0) return;
    app.log.warn({ channels: sandboxes.map((p) => p.channel) }, 'payments: sandbox provider in use, orders can be paid without money (set PAY_PROVIDER=real in production)');

    // The order number is checked by the contract's text rule (no control characters, NUL included, at most 32
    // characters: our numbers are 28) before it reaches a query: PostgreSQL refuses NUL in text, which was a 500.
    const findOrder = async (req: FastifyRequest) => {
      const q = (req.query ?? {}) as Record<string, unknown>;
      const b = new URLSearchParams(typeof req.body === 'string' ? req.body : '');
      const given = typeof q.order === 'string' ? q.order : (b.get('order') ?? '');
      const order = ORDER_NO.safeParse(given);
      if (!order.success) {
        const control = order.error.issues.some((i) => i.message === SERVER_MSG.controlCharacters);
        throw new ApiError(STATUS_BAD_REQUEST, control ? SERVER_MSG.controlCharacters : SERVER_MSG.orderNotFound);
      }
      return app.ctx.db.selectFrom('vippay').select(['out_trade_no', 'price', 'pay_type', 'pay_status', 'num']).where('out_trade_no', '=', order.data).executeTakeFirst();
    };
    const refused = (reply: FastifyReply, err: unknown) => {
      if (!(err instanceof ApiError)) throw err;
      return reply.code(400).type('text/html; charset=utf-8').send(`<!doctype html><meta charset="utf-8"><title>沙箱支付</title><p>${escapeHtml(err.msg)}</p>`);
    };

    inst.get('/api/sandbox/pay', async (req, reply) => {
      let o;
      try {
        o = await findOrder(req);
      } catch (err) {
        return refused(reply, err);
      }
      reply.type('text/html; charset=utf-8');
      if (!o) return reply.code(404).send(`<!doctype html><meta charset="utf-8"><title>沙箱支付</title><p>${SERVER_MSG.orderNotFound}</p>`);
      const no = escapeHtml(o.out_trade_no);
      const body =
        o.pay_status === PAY_STATUS.paid
          ? '<p>该订单已支付</p>'
          : `<form method="post" action="/api/sandbox/pay"><input type="hidden" name="order" value="${no}"><button type="submit">确认支付</button></form>` +
            `<form method="post" action="/api/sandbox/pay"><input type="hidden" name="order" value="${no}"><input type="hidden" name="lost" value="1"><button type="submit">支付但不发送通知（由对账任务补单）</button></form>`;
      return reply.send(
        `<!doctype html><meta charset="utf-8"><title>沙箱支付</title><h1>沙箱支付（开发环境）</h1><p>订单 ${no}</p><p>VIP卡 ${o.num} 张，应付 ¥${formatFen(Number(o.price))}</p>${body}`,
      );
    });

    inst.post('/api/sandbox/pay', async (req, reply) => {
      let o;
      try {
        o = await findOrder(req);
      } catch (err) {
        return refused(reply, err);
      }
      reply.type('text/html; charset=utf-8');
      const channel: Channel = payChannelOf(o?.pay_type);
      const provider = payments[channel];
      if (!o || !(provider instanceof SandboxProvider)) return reply.code(404).send(`<!doctype html><meta charset="utf-8"><p>${SERVER_MSG.orderNotFound}</p>`);
      const payment = { outTradeNo: o.out_trade_no, transactionId: `SB${crypto.randomBytes(10).toString('hex')}`, amountFen: Number(o.price) };
      if (new URLSearchParams(typeof req.body === 'string' ? req.body : '').get('lost') === '1') {
        // A lost notification: the sandbox knows the order is paid, our order stays unpaid until it is reconciled.
        provider.payWithoutNotification(payment);
        return reply.send('<!doctype html><meta charset="utf-8"><title>沙箱支付</title><p>已支付，通知未发送：订单将由对账任务补单（约5分钟后）</p>');
      }
      const n = provider.notification(payment);
      // Through the channel's notify route: the same verification and payment code as a real notification.
      const res = await app.inject({ method: 'POST', url: NOTIFY_PATH[channel], headers: n.headers as Record<string, string>, payload: n.rawBody });
      const paid = res.statusCode === 200;
      return reply.send(`<!doctype html><meta charset="utf-8"><title>沙箱支付</title><p>${paid ? '支付成功' : '支付失败'}</p>`);
    });
  });
}
