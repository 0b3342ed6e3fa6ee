import { createPortal } from 'react-dom';
import { useSnapshot } from 'valtio';
import { useNavigate } from 'react-router';
import { ConfirmDialog, MessageBox } from 'gaokao-ui';
import { closeMessageBox, closeVipConfirm, dismissToast, feedback } from '../stores/feedback-store';
import { MSG } from '../lib/domain';

/** Renders the network layer's catalogue dialogs and toasts (spec part 1 §8). */
export function FeedbackHost() {
  const snap = useSnapshot(feedback);
  const navigate = useNavigate();
  return (
    <>
      <MessageBox
        open={snap.messageBox != null}
        onOpenChange={(open) => {
          if (!open) closeMessageBox();
        }}
        title={snap.messageBox?.title ?? '系统提示'}
        message={snap.messageBox?.message ?? ''}
      />
      <ConfirmDialog
        open={snap.vipConfirm}
        onOpenChange={(open) => {
          if (!open) closeVipConfirm();
        }}
        title="提示"
        message={MSG.vipOnlyConfirm}
        confirmText="购买VIP"
        cancelText="取消"
        onConfirm={() => {
          closeVipConfirm();
          void navigate('/Home?type=3');
        }}
      />
      <Toasts toasts={snap.toasts} />
    </>
  );
}

/**
 * Closable toasts; gaokao-ui has no Toast export yet, so this minimal one stands in. The container is portalled only
 * while toasts exist, so it lands after any open modal: a modal hides (aria-hidden) and disables what existed before it,
 * and a transport error raised from inside the login dialog must still be read out and closable.
 */
function Toasts({ toasts }: { toasts: readonly { id: number; message: string; tone: string }[] }) {
  if (toasts.length === 0) return null;
  return createPortal(
    <div className="gk-toasts gk-layer">
      {toasts.map((toast) => (
        <div key={toast.id} className={`gk-toast gk-toast--${toast.tone}`} role={toast.tone === 'error' ? 'alert' : 'status'}>
          <span>{toast.message}</span>
          <button type="button" aria-label="关闭提示" onClick={() => dismissToast(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>,
    document.body,
  );
}
