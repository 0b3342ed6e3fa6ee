import { Button } from 'gaokao-ui';

/** An editor form's 取消 and 保存 (the submit button, busy while the save is sent). */
export function EditorActions({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  return (
    <div className="gk-ops__actions">
      <Button variant="outline" tone="neutral" onClick={onCancel}>
        取消
      </Button>
      <Button type="submit" loading={saving} loadingLabel="保存中…">
        保存
      </Button>
    </div>
  );
}
