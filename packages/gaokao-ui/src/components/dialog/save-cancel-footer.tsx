import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { footerError } from './save-cancel-footer.css';

export type SaveCancelFooterProps = {
  /** A failed save's message, shown at the left of the footer. */
  error?: ReactNode;
  saving?: boolean;
  onCancel: () => void;
  onSave: () => void;
};

/** The footer of the filter dialogs: an error on the left, then 取消 and 保存. */
export function SaveCancelFooter({ error, saving, onCancel, onSave }: SaveCancelFooterProps) {
  return (
    <>
      {error ? (
        <span role="alert" className={footerError}>
          {error}
        </span>
      ) : null}
      <Button variant="outline" tone="neutral" size="small" onClick={onCancel}>
        取消
      </Button>
      <Button size="small" loading={saving} onClick={onSave}>
        保存
      </Button>
    </>
  );
}
