import { useEffect, useId, useState } from 'react';
import { Button, Dialog } from 'gaokao-ui';
import { DEFAULT_DOWN_SCORE, DEFAULT_UP_SCORE } from '../model/types';

/**
 * 智能筛选: the score band of the recommendation screen — how far above (up_score) and below (down_score) the
 * applicant's score the predicted lines may lie. Defaults 150 / 200 (part 2 §9).
 */
export function SmartFilterDialog({
  open,
  value,
  onClose,
  onApply,
}: {
  open: boolean;
  value: { up: number; down: number };
  onClose: () => void;
  onApply: (value: { up: number; down: number }) => void;
}) {
  const [up, setUp] = useState(String(value.up));
  const [down, setDown] = useState(String(value.down));
  const [error, setError] = useState('');
  const id = useId();
  useEffect(() => {
    if (open) {
      setUp(String(value.up));
      setDown(String(value.down));
      setError('');
    }
  }, [open, value]);
  const apply = () => {
    const u = Number(up);
    const d = Number(down);
    if (up.trim() === '' || down.trim() === '' || !Number.isFinite(u) || !Number.isFinite(d) || u < 0 || d < 0) {
      setError('请输入数字');
      return;
    }
    onApply({ up: Math.trunc(u), down: Math.trunc(d) });
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title="智能筛选"
      size="small"
      footer={
        <>
          <Button
            variant="ghost"
            onClick={() => {
              setUp(String(DEFAULT_UP_SCORE));
              setDown(String(DEFAULT_DOWN_SCORE));
            }}
          >
            恢复默认
          </Button>
          <Button variant="outline" onClick={onClose}>
            取消
          </Button>
          <Button onClick={apply}>确定</Button>
        </>
      }
    >
      <p className="gk-hint">按预估分数线与您的分数之差推荐专业。</p>
      <div className="gk-field">
        <label htmlFor={`${id}-up`}>高于我的分数不超过（分）</label>
        <input id={`${id}-up`} className="gk-input" type="number" min={0} value={up} onChange={(e) => setUp(e.target.value)} />
      </div>
      <div className="gk-field">
        <label htmlFor={`${id}-down`}>低于我的分数不超过（分）</label>
        <input id={`${id}-down`} className="gk-input" type="number" min={0} value={down} onChange={(e) => setDown(e.target.value)} />
      </div>
      {error ? (
        <p className="gk-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
