import { useSnapshot } from 'valtio';
import { useNavigate } from 'react-router';
import { Modal } from './modal';
import { closeMessageBox, closeVipConfirm, dismissToast, feedback } from '../stores/feedback-store';
import { MSG } from '../lib/domain';

/** Renders the network layer's catalogue dialogs and toasts (spec part 1 §8). */
export function FeedbackHost() {
  const snap = useSnapshot(feedback);
  const navigate = useNavigate();
  return (
    <>
      <Modal
        open={snap.messageBox != null}
        title={snap.messageBox?.title ?? '系统提示'}
        role="alertdialog"
        name="message-box"
        onClose={closeMessageBox}
        footer={
          <button type="button" className="gk-btn gk-btn--primary" onClick={closeMessageBox} data-autofocus>
            确定
          </button>
        }
      >
        <p>{snap.messageBox?.message}</p>
      </Modal>
      <Modal
        open={snap.vipConfirm}
        title="提示"
        role="alertdialog"
        name="vip-confirm"
        onClose={closeVipConfirm}
        footer={
          <>
            <button type="button" className="gk-btn" onClick={closeVipConfirm}>
              取消
            </button>
            <button
              type="button"
              className="gk-btn gk-btn--primary"
              data-autofocus
              onClick={() => {
                closeVipConfirm();
                void navigate('/Home?type=3');
              }}
            >
              购买VIP
            </button>
          </>
        }
      >
        <p>{MSG.vipOnlyConfirm}</p>
      </Modal>
      <div className="gk-toasts" aria-live="assertive" role="status">
        {snap.toasts.map((toast) => (
          <div key={toast.id} className={`gk-toast gk-toast--${toast.tone}`} role="alert">
            <span>{toast.message}</span>
            <button type="button" aria-label="关闭提示" onClick={() => dismissToast(toast.id)}>
              ×
            </button>
          </div>
        ))}
      </div>
    </>
  );
}

/** A confirm dialog (title, text, 确定/取消). */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      open={props.open}
      title={props.title}
      role="alertdialog"
      onClose={props.onCancel}
      footer={
        <>
          <button type="button" className="gk-btn" onClick={props.onCancel}>
            {props.cancelLabel ?? '取消'}
          </button>
          <button type="button" className="gk-btn gk-btn--primary" onClick={props.onConfirm} data-autofocus>
            {props.confirmLabel ?? '确定'}
          </button>
        </>
      }
    >
      <p>{props.message}</p>
    </Modal>
  );
}
