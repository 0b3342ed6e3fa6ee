import { ConfirmDialog } from 'gaokao-ui';
import { LOGOUT_DIALOG } from 'gaokao-domain';

/** 提示 / 确认退出登录吗? / 确定 / 取消 — loaded when 退出 is pressed. */
export default function LogoutConfirm({ onCancel, onConfirm }: { onCancel: () => void; onConfirm: () => void }) {
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={LOGOUT_DIALOG.title}
      message={LOGOUT_DIALOG.message}
      confirmText={LOGOUT_DIALOG.confirm}
      cancelText={LOGOUT_DIALOG.cancel}
      onConfirm={onConfirm}
    />
  );
}
