import { useSnapshot } from 'valtio';
import { useNavigation } from '../lib/navigation';
import { ConfirmDialog, MessageBox } from 'gaokao-ui';
import { ERROR_DIALOG, VIP_CONFIRM_DIALOG } from 'gaokao-domain';
import { closeMessageBox, closeVipConfirm, feedback } from '../stores/feedback-store';

/** 系统提示 and the VIP confirm (spec part 1 §8); loaded the first time the network layer needs one. */
export default function FeedbackDialogs() {
  const snap = useSnapshot(feedback);
  const { navigate } = useNavigation();
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
          navigate(VIP_CONFIRM_DIALOG.to);
        }}
      />
    </>
  );
}
