import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';

export type MessageBoxProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The server's message, or the caller's fallback (未知错误，请联系系统管理员). */
  message: ReactNode;
  /** 系统提示 by default, as in the spec's error dialog. */
  title?: ReactNode;
  confirmText?: ReactNode;
  onConfirm?: () => void;
};

/** An acknowledgement box with a single 确定 button, used for server errors. */
export function MessageBox({ open, onOpenChange, message, title = '系统提示', confirmText = '确定', onConfirm }: MessageBoxProps) {
  return (
    <Dialog
      role="alertdialog"
      hideCloseButton
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      size="small"
      footer={
        <Button
          size="small"
          onClick={() => {
            onConfirm?.();
            onOpenChange(false);
          }}
        >
          {confirmText}
        </Button>
      }
    >
      {message}
    </Dialog>
  );
}
