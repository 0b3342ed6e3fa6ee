import { useEffect, useState } from 'react';
import { Button, Dialog, NumberInput } from 'gaokao-ui';
import { DEFAULT_SCORE_BAND, validateScoreBand, type ScoreBand } from 'gaokao-domain';

/**
 * 智能筛选: the score band of the recommendation screen — how far above (up_score) and below (down_score) the
 * applicant's score the predicted lines may lie. Defaults 150 / 200 (part 2 §9, the domain's DEFAULT_SCORE_BAND).
 */
export function SmartFilterDialog({
  open,
  value,
  onClose,
  onApply,
}: {
  open: boolean;
  value: ScoreBand;
  onClose: () => void;
  onApply: (value: ScoreBand) => void;
}) {
  const [up, setUp] = useState<number | null>(value.up);
  const [down, setDown] = useState<number | null>(value.down);
  const [error, setError] = useState('');
  useEffect(() => {
    if (open) {
      setUp(value.up);
      setDown(value.down);
      setError('');
    }
  }, [open, value.up, value.down]);
  const apply = () => {
    const check = validateScoreBand(up, down);
    if (!check.ok) {
      setError(check.message);
      return;
    }
    onApply(check.band);
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
              setUp(DEFAULT_SCORE_BAND.up);
              setDown(DEFAULT_SCORE_BAND.down);
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
      <form
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <p className="gk-hint">按预估分数线与您的分数之差推荐专业。</p>
        <NumberInput label="高于我的分数不超过（分）" min={0} value={up} onValueChange={setUp} />
        <NumberInput label="低于我的分数不超过（分）" min={0} value={down} onValueChange={setDown} error={error || undefined} />
      </form>
    </Dialog>
  );
}
