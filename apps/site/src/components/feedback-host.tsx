import { createPortal } from 'react-dom';
import { useSnapshot } from 'valtio';
import { useNavigate } from 'react-router';
import { ConfirmDialog, MessageBox, Toaster } from 'gaokao-ui';
import { closeMessageBox, closeVipConfirm, dismissToast, feedback } from '../stores/feedback-store';
import { ERROR_DIALOG, VIP_CONFIRM_DIALOG } from 'gaokao-domain';

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
        title={snap.messageBox?.title ?? ERROR_DIALOG.title}
        message={snap.messageBox?.message ?? ''}
        confirmText={ERROR_DIALOG.confirm}
      />
      <ConfirmDialog
        open={snap.vipConfirm}
        onOpenChange={(open) => {
          if (!open) closeVipConfirm();
        }}
        title={VIP_CONFIRM_DIALOG.title}
        message={VIP_CONFIRM_DIALOG.message}
        confirmText={VIP_CONFIRM_DIALOG.confirm}
        cancelText={VIP_CONFIRM_DIALOG.cancel}
        onConfirm={() => {
          closeVipConfirm();
          void navigate(VIP_CONFIRM_DIALOG.to);
        }}
      />
      <Toasts toasts={snap.toasts} />
    </>
  );
}

/**
 * gaokao-ui's Toaster over the feedback store (the store times them out, so the 2000 ms and the rejection order stay
 * in the network layer). Portalled only while toasts exist, so it lands after any open modal: a modal hides
 * (aria-hidden) and disables what existed before it, and a transport error raised from inside the login dialog must
 * still be read out and closable.
 */
function Toasts({ toasts }: { toasts: readonly { id: number; message: string; tone: 'error' | 'success' | 'info' }[] }) {
  if (toasts.length === 0) return null;
  return createPortal(
    <div className="gk-toasts">
      <Toaster
        toasts={toasts.map((t) => ({ id: String(t.id), message: t.message, tone: t.tone, duration: null, closable: true }))}
        onDismiss={(id) => dismissToast(Number(id))}
      />
    </div>,
    document.body,
  );
}
