import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog, QrCode, qrSizes } from 'gaokao-ui';
import { MSG } from 'gaokao-domain';
import { isEnvelope } from '../../../lib/http';
import { routes } from '../../../lib/api';
import { callQuery } from '../../../lib/query';
import { showToast } from '../../../stores/feedback-store';
import { invalidateMember } from '../api/mutations';
import { bindTicketQuery, POLL_MS } from '../api/queries';

/**
 * 绑定微信 (spec part 2 §4): a 240 px QR code of the binding address (jiutian_login with a one-time ticket from
 * `wxBindTicket`); the member's identity is asked every second until an openid appears, then 绑定成功 and the dialog
 * closes. Closing it, or a failed check, stops the asking. With the development sandbox a link opens the binding page
 * of this server in a new tab.
 */
export function BindWechatDialog({ onClose }: { onClose: () => void }) {
  const client = useQueryClient();
  const ticket = useQuery(bindTicketQuery());
  const identity = useQuery({
    ...callQuery(routes.detail, {}, { quiet: true, scope: 'binding' }),
    select: (data) => String(data?.openid ?? ''),
    refetchInterval: (query) => (query.state.status === 'error' || query.state.data?.openid ? false : POLL_MS),
    refetchIntervalInBackground: true,
    gcTime: 0,
  });
  const openid = identity.data ?? '';

  useEffect(() => {
    if (!openid) return;
    showToast(MSG.bindDone, 'success');
    void invalidateMember(client);
    onClose();
  }, [openid, client, onClose]);

  return (
    <Dialog open onOpenChange={(next) => (next ? undefined : onClose())} title="绑定微信" size="small" data-testid="bind-dialog">
      <div className="gk-centre__qr">
        {ticket.data ? (
          <>
            <QrCode value={ticket.data.url} size={qrSizes.bind} label="微信扫码绑定" caption="请使用微信扫一扫，绑定后可提现到微信" />
            {ticket.data.sandbox ? (
              <a href={ticket.data.url} target="_blank" rel="noopener">
                打开本机绑定页面（开发环境沙箱）
              </a>
            ) : null}
          </>
        ) : null}
        {ticket.isError ? (
          <p className="gk-field__error" role="alert">
            {isEnvelope(ticket.error) && ticket.error.msg ? ticket.error.msg : '绑定二维码获取失败'}，请关闭后重试。
          </p>
        ) : identity.isError ? (
          <p className="gk-field__error" role="alert">
            绑定状态查询失败，请关闭后重试。
          </p>
        ) : (
          <p className="gk-hint" aria-live="polite">
            {ticket.data ? '等待扫码…' : '正在生成二维码…'}
          </p>
        )}
      </div>
    </Dialog>
  );
}
