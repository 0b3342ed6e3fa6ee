import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The question, e.g. 确认退出登录吗? */
  message: ReactNode;
  /** 提示 by default, as in the spec's confirmations. */
  title?: ReactNode;
  confirmText?: ReactNode;
  cancelText?: ReactNode;
  onConfirm: () => void;
  onCancel?: () => void;
  /** `danger` for destructive confirmations such as deleting the whole wish list. */
  tone?: 'brand' | 'danger';
  /** Keep the dialog open with a busy confirm button while the action runs. */
  confirmLoading?: boolean;
};

/** A yes/no confirmation (提示 · 确定 / 取消) as an alertdialog; cancel and Escape both answer no. */
export function ConfirmDialog({
  open,
  onOpenChange,
  message,
  title = '提示',
  confirmText = '确定',
  cancelText = '取消',
  onConfirm,
  onCancel,
  tone = 'brand',
  confirmLoading = false,
}: ConfirmDialogProps) {
  const cancel = () => {
    onCancel?.();
    onOpenChange(false);
  };
  return (
    <Dialog
      role="alertdialog"
      hideCloseButton
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel?.();
        onOpenChange(next);
      }}
      title={title}
      size="small"
      footer={
        <>
          <Button variant="outline" tone="neutral" size="small" onClick={cancel}>
            {cancelText}
          </Button>
          <Button tone={tone} size="small" loading={confirmLoading} onClick={onConfirm}>
            {confirmText}
          </Button>
        </>
      }
    >
      {message}
    </Dialog>
  );
}
