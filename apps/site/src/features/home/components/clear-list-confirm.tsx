import { ConfirmDialog } from 'gaokao-ui';
import { clearListConfirm, MSG } from 'gaokao-domain';

/** Asks before smart fill empties a wish list of `rows` rows (another province, batch or group); loaded when needed. */
export default function ClearListConfirm({ rows, onCancel, onConfirm }: { rows: number; onCancel: () => void; onConfirm: () => void }) {
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={MSG.hintTitle}
      tone="danger"
      message={clearListConfirm(rows)}
      onConfirm={onConfirm}
    />
  );
}
