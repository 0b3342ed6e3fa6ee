import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, NumberInput, QrCode, qrSizes, RadioGroup } from 'gaokao-ui';
import { CARD_ORDER_MAX, CARD_ORDER_MIN, MSG, PAY_STATUS, validateCardQuantity } from 'gaokao-domain';
import type { UserInfo } from 'gaokao-contract';
import { routes } from '../../../lib/api';
import { callQuery } from '../../../lib/query';
import { showToast } from '../../../stores/feedback-store';
import { invalidateOrders, isUnpaidCapRefusal, useCreateOrder, type CreatedOrder, type PayChannel } from '../api/mutations';
import { POLL_MS } from '../api/queries';
import { UnpaidOrders } from '../components/unpaid-orders';
import { discountLabel, yuan } from '../model/format';
import { buysAsAgent, priceFor, type PriceFields } from '../model/price';

/** The order's payment state, read from our own server (PAY_STATUS.paid). */
export const orderStatusQuery = (vippayId: number) => ({
  ...callQuery(routes.wxPollOrder, { vippay_id: vippayId }),
  select: (data: { pay_status?: number } | null) => Number(data?.pay_status ?? PAY_STATUS.awaiting),
});

const CHANNELS = [
  { value: 'wechat', label: '微信支付' },
  { value: 'alipay', label: '支付宝支付' },
] as const;

/** A sandbox payment page of this very server (development): offered as a link beside the QR code. */
function isLocalPage(url: string): boolean {
  try {
    return new URL(url).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** Only an http(s) address becomes a link (a provider's page); anything else stays in the QR code alone. */
function isWebPage(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * The member's last created, unpaid order, kept for the browser tab (sessionStorage, so a reload keeps it): the next
 * order of the member — another payment method, the dialog opened again — replaces it, and the server supersedes it.
 */
const openOrderKey = (memberId: number) => `gk.centre.openOrder.${memberId}`;
function rememberedOrder(memberId: number): number | undefined {
  try {
    const n = Number(sessionStorage.getItem(openOrderKey(memberId)));
    return Number.isInteger(n) && n > 0 ? n : undefined;
  } catch {
    return undefined;
  }
}
function rememberOrder(memberId: number, vippayId: number | null): void {
  try {
    if (vippayId === null) sessionStorage.removeItem(openOrderKey(memberId));
    else sessionStorage.setItem(openOrderKey(memberId), String(vippayId));
  } catch {
    // Storage refused (private mode): the order is simply not replaced.
  }
}

export interface PurchaseDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: PriceFields & Pick<UserInfo, 'memberuser_id'>;
  /** The order was paid: the payment dialogs have closed; the page opens the purchase records. */
  onPaid: (order: CreatedOrder) => void;
}

/**
 * 购买VIP卡 (spec part 2 §4): choose 1–9999 cards with the live price of the domain's tiers, then pay. The WeChat
 * order shows its QR (198 px); choosing Alipay creates an Alipay order in its own dialog, whose closing returns to
 * WeChat with a new order. While an order is open the page asks our own server every second whether it is paid; paid
 * closes the dialogs and opens the purchase records, a polling error stops the polling, and closing this dialog stops
 * it too. 我已完成支付 checks at once (您还未完成支付). An order refused by the unpaid-order cap says so here, with
 * 查看未支付订单 (the member's open unpaid orders, each may be cancelled) and 重新下单.
 */
export function PurchaseDialog({ open, onOpenChange, user, onPaid }: PurchaseDialogProps) {
  const client = useQueryClient();
  const [quantity, setQuantity] = useState<number | null>(1);
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState<'quantity' | 'pay'>('quantity');
  const [channel, setChannel] = useState<PayChannel>('wechat');
  const [order, setOrder] = useState<CreatedOrder | null>(null);
  const [showUnpaid, setShowUnpaid] = useState(false);
  const create = useCreateOrder();
  const capped = create.isError && isUnpaidCapRefusal(create.error);
  // 重新下单 makes one order however often it is pressed: held from the first press until the order is answered (the
  // mutation's pending state arrives only after a double click's second event).
  const retrying = useRef(false);
  useEffect(() => {
    if (!create.isPending) retrying.current = false;
  }, [create.isPending]);
  const price = priceFor(user, quantity);
  const agent = buysAsAgent(user);

  const poll = useQuery({
    ...orderStatusQuery(order?.vippay_id ?? 0),
    enabled: open && order !== null,
    refetchInterval: (query) => (query.state.status === 'error' || query.state.data?.pay_status === PAY_STATUS.paid ? false : POLL_MS),
    refetchIntervalInBackground: true,
    gcTime: 0,
  });
  const paid = order !== null && poll.data === PAY_STATUS.paid;

  useEffect(() => {
    if (!paid || order === null) return;
    rememberOrder(user.memberuser_id, null);
    void invalidateOrders(client);
    setOrder(null);
    setStep('quantity');
    setChannel('wechat');
    onPaid(order);
  }, [paid, order, client, onPaid, user.memberuser_id]);

  const reset = () => {
    setOrder(null);
    setStep('quantity');
    setChannel('wechat');
    setError(null);
    setShowUnpaid(false);
    create.reset();
  };

  const close = () => {
    reset();
    onOpenChange(false);
  };

  const createOrder = (next: PayChannel) => {
    if (quantity == null) return;
    setOrder(null);
    setChannel(next);
    // A refusal is shown by the network layer (系统提示); the choice stays so the family can try again. The new order
    // replaces the member's last unpaid one, so switching the payment method never piles up open orders.
    create.mutate(
      { channel: next, num: quantity, replaces: rememberedOrder(user.memberuser_id) },
      {
        onSuccess: (created) => {
          rememberOrder(user.memberuser_id, created.vippay_id);
          setOrder(created);
        },
      },
    );
  };

  const submitQuantity = (event: FormEvent) => {
    event.preventDefault();
    // A second click of 立即支付 (a double click) creates no second order.
    if (step !== 'quantity' || create.isPending) return;
    const check = validateCardQuantity(quantity);
    if (!check.ok) {
      setError(check.message);
      return;
    }
    setError(null);
    setStep('pay');
    createOrder('wechat');
  };

  const retry = () => {
    if (retrying.current) return;
    retrying.current = true;
    createOrder(channel);
  };

  const checkPaid = async () => {
    const result = await poll.refetch();
    if (result.data !== 2) showToast(MSG.paymentNotCompleted, 'error');
  };

  const wechat = order?.channel === 'wechat' ? order : null;
  const alipay = order?.channel === 'alipay' ? order : null;

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => (next ? onOpenChange(true) : close())}
        title="购买VIP卡"
        size="medium"
        // From the payment step on, a stray click outside (the second click of a double click on 立即支付) must not
        // drop the order on its way; Escape and × still close.
        closeOnOutsideClick={step === 'quantity'}
        data-testid="purchase-dialog"
      >
        {step === 'quantity' ? (
          <form noValidate onSubmit={submitQuantity} className="gk-centre__form">
            <NumberInput
              label="购买数量（张）"
              name="num"
              min={CARD_ORDER_MIN}
              max={CARD_ORDER_MAX}
              rangeMessage={MSG.cardQuantityRange}
              value={quantity}
              onValueChange={(n) => {
                setQuantity(n);
                setError(null);
              }}
              error={error ?? undefined}
              hint={`每次可购买${CARD_ORDER_MIN}–${CARD_ORDER_MAX}张`}
            />
            <PriceSummary price={price} unitFen={Number(user.vip_price)} />
            <p className="gk-hint">
              {agent
                ? `代理商购卡统一享受${discountLabel(Number(user.daili_zhekou) || 10)}优惠。`
                : `购买3–5张享${discountLabel(Number(user.san_zhekou) || 10)}，6张及以上享${discountLabel(Number(user.liu_zhekou) || 10)}。`}
            </p>
            <Button type="submit" block>
              立即支付
            </Button>
          </form>
        ) : (
          <div className="gk-centre__pay">
            <p className="gk-centre__pay-sum" aria-live="polite">
              VIP卡 {quantity} 张，应付 <strong>{order ? yuan(order.price) : price ? yuan(price.totalFen) : '—'}</strong>
            </p>
            <RadioGroup
              label="支付方式"
              // While an order is being made the other method waits: a switch then would make a second order that
              // cannot name the first (not yet answered) as the one it replaces, and the first would stay open
              // against the unpaid-order cap. The chosen option stays enabled, so keyboard focus is not lost.
              options={CHANNELS.map((c) => ({ ...c, disabled: create.isPending && c.value !== channel }))}
              value={channel}
              onValueChange={(v) => {
                const next = v as PayChannel;
                if (next !== channel && !create.isPending) createOrder(next);
              }}
            />
            {create.isPending && channel === 'wechat' ? (
              // The QR code's place is kept while the order is made, so the dialog keeps its size and position.
              <div className="gk-centre__qr">
                <div className="gk-centre__qr-pending" style={{ width: qrSizes.pay, height: qrSizes.pay }} aria-hidden="true" />
                <p className="gk-hint">正在生成订单…</p>
              </div>
            ) : create.isPending ? (
              <p className="gk-hint">正在生成订单…</p>
            ) : null}
            {wechat ? (
              <div className="gk-centre__qr">
                <QrCode value={wechat.code_url} size={qrSizes.pay} label="微信扫码支付" caption="请使用微信扫码支付，支付成功后自动跳转" />
                {isLocalPage(wechat.code_url) ? (
                  <a href={wechat.code_url} target="_blank" rel="noopener">
                    打开本机支付页面（开发环境沙箱）
                  </a>
                ) : null}
              </div>
            ) : null}
            {capped ? (
              <div className="gk-centre__cap">
                <p className="gk-field__error" role="alert">
                  {MSG.orderUnpaidTooMany}
                </p>
                <div className="gk-centre__actions">
                  <Button variant="outline" aria-expanded={showUnpaid} onClick={() => setShowUnpaid((shown) => !shown)}>
                    查看未支付订单
                  </Button>
                  <Button onClick={retry}>重新下单</Button>
                </div>
                {showUnpaid ? <UnpaidOrders focusOnShow /> : null}
              </div>
            ) : null}
            {poll.isError ? (
              <p className="gk-field__error" role="alert">
                支付状态查询失败，已停止查询；完成支付后请点击“我已完成支付”。
              </p>
            ) : null}
            <div className="gk-centre__actions">
              <Button onClick={() => void checkPaid()} disabled={order === null} loading={poll.isFetching && poll.isRefetching}>
                我已完成支付
              </Button>
              <Button variant="outline" onClick={reset}>
                修改数量
              </Button>
            </div>
          </div>
        )}
      </Dialog>
      <Dialog
        open={open && alipay !== null}
        onOpenChange={(next) => {
          // Closing the Alipay dialog returns to WeChat with a new order.
          if (!next) createOrder('wechat');
        }}
        title="支付宝支付"
        size="medium"
        data-testid="alipay-dialog"
      >
        {alipay ? (
          <div className="gk-centre__qr">
            <QrCode value={alipay.code_url} size={qrSizes.pay} label="支付宝扫码支付" caption={`应付 ${yuan(alipay.price)}，请使用支付宝扫码或打开支付页面`} />
            {isWebPage(alipay.code_url) ? (
              <a href={alipay.code_url} target="_blank" rel="noopener">
                打开支付宝支付页面
              </a>
            ) : null}
            <div className="gk-centre__actions">
              <Button onClick={() => void checkPaid()}>我已完成支付</Button>
            </div>
          </div>
        ) : null}
      </Dialog>
    </>
  );
}

function PriceSummary({ price, unitFen }: { price: ReturnType<typeof priceFor>; unitFen: number }) {
  return (
    <dl className="gk-centre__facts gk-centre__price" aria-live="polite">
      <div>
        <dt>原价</dt>
        <dd>{yuan(unitFen)}/张</dd>
      </div>
      <div>
        <dt>折扣</dt>
        <dd>{price ? discountLabel(price.discountTenths) : '—'}</dd>
      </div>
      <div>
        <dt>折后单价</dt>
        <dd>{price ? `${yuan(price.unitFen)}/张` : '—'}</dd>
      </div>
      <div>
        <dt>合计</dt>
        <dd data-testid="purchase-total">{price ? yuan(price.totalFen) : '—'}</dd>
      </div>
    </dl>
  );
}
