import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { appStore, setBatchValue } from '../../../stores/app-store';
import { Button, CheckboxGroup, ConfirmDialog } from 'gaokao-ui';
import { ELECTIVES, HOME_MAX_ELECTIVES, MSG, clearListConfirm, fullMarkOf } from '../../../lib/domain';
import { fetchBatches, fetchFormUnlocked, fetchGroups } from '../api/home-api';
import { smartFill } from '../smart-fill';

export const BATCH_TYPES = ['普通类', '高职单招'] as const;

const ELECTIVE_OPTIONS = ELECTIVES.map((subject) => ({ value: subject, label: subject }));

/** The first subject (物理/历史) a subject-group option stands for. */
export function firstSubjectOf(group: string): string {
  if (group.includes('物理')) return '物理';
  if (group.includes('历史')) return '历史';
  return group;
}

export function SmartFillForm({ province, onChangeProvince }: { province: string | undefined; onChangeProvince: () => void }) {
  const snap = useSnapshot(appStore);
  const navigate = useNavigate();
  const loggedIn = snap.userinfo != null;
  const [unlocked, setUnlocked] = useState(false);
  const [score, setScore] = useState('');
  const [batchType, setBatchType] = useState<string>(BATCH_TYPES[0]);
  const [batches, setBatches] = useState<string[]>([]);
  const [batch, setBatch] = useState('');
  const [groups, setGroups] = useState<string[]>([]);
  const [group, setGroup] = useState('');
  const [electives, setElectives] = useState<string[]>([]);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  /** Rows of the saved wish list the new province, batch or group would remove, while the family is asked. */
  const [confirmClear, setConfirmClear] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    fetchFormUnlocked().then(
      (ok) => live && setUnlocked(ok),
      () => live && setUnlocked(false),
    );
    return () => {
      live = false;
    };
  }, [loggedIn]);

  useEffect(() => {
    let live = true;
    fetchBatches(batchType).then(
      (list) => {
        if (!live) return;
        setBatches(list);
        setBatch((prev) => (list.includes(prev) ? prev : (list[0] ?? '')));
      },
      () => live && setBatches([]),
    );
    return () => {
      live = false;
    };
  }, [batchType]);

  useEffect(() => {
    setBatchValue(batch);
    if (!batch) {
      setGroups([]);
      return;
    }
    let live = true;
    fetchGroups(batch, province).then(
      (list) => {
        if (!live) return;
        setGroups(list);
        setGroup((prev) => (list.includes(prev) ? prev : (list[0] ?? '')));
      },
      () => live && setGroups([]),
    );
    return () => {
      live = false;
    };
  }, [batch, province]);

  const disabled = !unlocked;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run(false);
  };

  const run = async (clearList: boolean) => {
    setMessage('');
    setBusy(true);
    const outcome = await smartFill(
      {
        loggedIn,
        province,
        score,
        batch,
        groupD: group,
        subjects: group ? [firstSubjectOf(group), ...electives] : electives,
        clearList,
      },
      (to) => void navigate(to),
    );
    setBusy(false);
    if (outcome.kind === 'invalid') setMessage(outcome.message);
    if (outcome.kind === 'confirmClear') setConfirmClear(outcome.rows);
  };

  return (
    <section className="gk-card gk-fill" aria-labelledby="fill-title">
      <h2 id="fill-title" className="gk-card__title">
        模拟填报
      </h2>
      <form noValidate onSubmit={submit} className="gk-fill__form">
        <div className="gk-fill__row">
          <span className="gk-fill__label">高考省份</span>
          <span className="gk-fill__value">{province || '未选择'}</span>
          <Button variant="link" size="small" onClick={onChangeProvince}>
            更换
          </Button>
        </div>
        <div className="gk-field">
          <label htmlFor="fill-score">预估分数</label>
          <input
            id="fill-score"
            className="gk-input"
            type="number"
            inputMode="numeric"
            min={0}
            max={fullMarkOf(province)}
            placeholder="请输入您的预估总分"
            value={score}
            disabled={disabled}
            onChange={(e) => setScore(e.target.value)}
          />
        </div>
        <div className="gk-fill__grid">
          <div className="gk-field">
            <label htmlFor="fill-type">类型</label>
            <select id="fill-type" className="gk-input" value={batchType} disabled={disabled} onChange={(e) => setBatchType(e.target.value)}>
              {BATCH_TYPES.map((t) => (
                <option key={t}>{t}</option>
              ))}
            </select>
          </div>
          <div className="gk-field">
            <label htmlFor="fill-batch">批次</label>
            <select id="fill-batch" className="gk-input" value={batch} disabled={disabled} onChange={(e) => setBatch(e.target.value)}>
              {batches.length === 0 ? <option value="">暂无批次</option> : null}
              {batches.map((b) => (
                <option key={b}>{b}</option>
              ))}
            </select>
          </div>
          <div className="gk-field">
            <label htmlFor="fill-group">科目组</label>
            <select id="fill-group" className="gk-input" value={group} disabled={disabled} onChange={(e) => setGroup(e.target.value)}>
              {groups.length === 0 ? <option value="">请先选择批次</option> : null}
              {groups.map((g) => (
                <option key={g}>{g}</option>
              ))}
            </select>
          </div>
        </div>
        <CheckboxGroup
          label="再选科目（选两项）"
          name="electives"
          options={ELECTIVE_OPTIONS}
          value={electives}
          onValueChange={setElectives}
          max={HOME_MAX_ELECTIVES}
          disabled={disabled}
        />
        {!loggedIn ? <p className="gk-hint">登录后即可填写模拟志愿。</p> : null}
        {loggedIn && !unlocked ? <p className="gk-hint">当前账号暂不可填写，请联系客服或开通VIP。</p> : null}
        {message ? (
          <p className="gk-field__error" role="alert">
            {message}
          </p>
        ) : null}
        <Button type="submit" block loading={busy} loadingLabel="正在生成志愿…">
          智能填报
        </Button>
      </form>
      <ConfirmDialog
        open={confirmClear !== null}
        onOpenChange={(open) => {
          if (!open) setConfirmClear(null);
        }}
        title={MSG.hintTitle}
        tone="danger"
        message={clearListConfirm(confirmClear ?? 0)}
        onConfirm={() => {
          setConfirmClear(null);
          void run(true);
        }}
      />
    </section>
  );
}
