import { useEffect, useId, useRef, useState } from 'react';
import { Button, Dialog } from 'gaokao-ui';
import { MSG, oneKeyFill, validateOneKeyCount, wishlistRoom } from 'gaokao-domain';
import { showToast } from '../../../stores/feedback-store';
import { vcall } from '../api/volunteer-api';
import { notYetFilled } from '../model/rows';
import type { ResultRow } from '../model/types';
import { useWorkspace } from '../components/workspace-context';

/**
 * 一键填报 (part 2 §5, §9): a count, checked by the domain (请输入填报记录数, 暂无可填报的专业, limited to what is not yet
 * filled and to the room left under 96), rows picked by the domain's even spread, sent with addAll.
 */
export function OneKeyFillDialog({
  open,
  onClose,
  candidates: given,
  loadCandidates,
  onFilled,
}: {
  open: boolean;
  onClose: () => void;
  /** The rows to pick from, or… */
  candidates?: ResultRow[];
  /** …a loader for them (every page of the recommendation, so the spread covers its whole score range). */
  loadCandidates?: () => Promise<ResultRow[]>;
  onFilled: () => void;
}) {
  const [loaded, setLoaded] = useState<ResultRow[] | null>(null);
  const candidates = given ?? loaded ?? [];
  const loading = !given && loaded === null;
  useEffect(() => {
    if (!open || !loadCandidates) return;
    let live = true;
    setLoaded(null);
    loadCandidates()
      .then((rows) => live && setLoaded(rows))
      .catch(() => live && setLoaded([]));
    return () => {
      live = false;
    };
  }, [open, loadCandidates]);
  const ws = useWorkspace();
  const [count, setCount] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const available = Math.min(notYetFilled(candidates), wishlistRoom(ws.count));

  // The count starts at what can be filled, unless the user already typed one while the candidates were loading.
  const touched = useRef(false);
  useEffect(() => {
    if (!open) touched.current = false;
  }, [open]);
  useEffect(() => {
    if (open && !loading && !touched.current) {
      setCount(String(available || ''));
      setError('');
    }
  }, [open, available, loading]);

  const submit = async () => {
    if (loading) return;
    const check = validateOneKeyCount(count, available);
    if (!check.ok) {
      setError(check.message);
      return;
    }
    const picks = oneKeyFill(candidates, check.count, ws.count);
    if (picks.length === 0) {
      setError(MSG.noFillableMajors);
      return;
    }
    setBusy(true);
    try {
      const reply = await vcall('addAll', {
        arr: picks.map((row) => ({ volunteer_id: ws.plan.volunteer_id, code: row.code, specialty_code: row.specialty_code })),
      });
      showToast(reply.msg || MSG.oneKeyFillDone, 'success');
      onClose();
      ws.listChanged();
      await ws.refreshCount();
      onFilled();
    } catch {
      // The network layer showed the server's message; the dialog stays open.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title="一键填报"
      size="small"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            取消
          </Button>
          <Button loading={busy || loading} onClick={() => void submit()}>
            确定
          </Button>
        </>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p className="gk-hint">
          {loading ? '正在读取推荐专业…' : `可填报 ${notYetFilled(candidates)} 个专业，志愿单还可填 ${wishlistRoom(ws.count)} 个。系统将按预估分数从高到低均匀选取。`}
        </p>
        <div className="gk-field">
          <label htmlFor={inputId}>填报记录数</label>
          <input
            id={inputId}
            className="gk-input"
            type="number"
            inputMode="numeric"
            min={0}
            max={available}
            value={count}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            onChange={(event) => {
              touched.current = true;
              setCount(event.target.value);
              setError('');
            }}
          />
          {error ? (
            <p id={`${inputId}-error`} className="gk-field__error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
      </form>
    </Dialog>
  );
}
