import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useUser } from '../../../lib/session';
import { useNavigation } from '../../../lib/navigation';
import { Button, CheckboxGroup, NumberInput, Select } from 'gaokao-ui';
import {
  BATCH_TYPES,
  batchShown,
  MSG,
  normalizeSubjectGroup,
  planFinalNotice,
  primarySubjectOfGroup,
  provinceSubjects,
  shortProvince,
  subjectList,
  toMemberRole,
} from 'gaokao-domain';
import { callKey } from '../../../lib/query';
import { batchesQuery, batchLineHintQuery, formUnlockedQuery, groupsQuery } from '../api/queries';
import { smartFill } from '../smart-fill';
import { routes } from '../../../lib/api';

const ClearListConfirm = lazy(() => import('./clear-list-confirm'));

const BATCH_TYPE_OPTIONS = BATCH_TYPES.map((t) => ({ value: t, label: t }));
const options = (list: readonly string[]) => list.map((v) => ({ value: v, label: v }));

/** The chosen option while the list still offers it, else the list's first (a new list replaces a stale choice). */
function chosen(list: readonly string[], choice: string): string {
  return list.includes(choice) ? choice : (list[0] ?? '');
}

/** The group of the list that names the same group as `choice` (物理类 and 物理 alike), else `choice`. */
function sameGroup(list: readonly string[], choice: string): string {
  const want = normalizeSubjectGroup(choice);
  return (want && list.find((g) => normalizeSubjectGroup(g) === want)) || choice;
}

export function SmartFillForm({ province, onChangeProvince }: { province: string | undefined; onChangeProvince: () => void }) {
  const user = useUser();
  const { navigate } = useNavigation();
  const client = useQueryClient();
  const member = user?.memberuser_id ?? null;
  const loggedIn = user != null;
  const unlocked = useQuery(formUnlockedQuery(member)).data === true;
  const [score, setScore] = useState<number | null>(null);
  const [batchType, setBatchType] = useState<string>(BATCH_TYPES[0]);
  // The province's own batch names (上海 本科普通批, 浙江 普通类一段 …); a choice made elsewhere (the saved profile's
  // 本科批, another province's) becomes the province's batch of the same data.
  const batches = useQuery(batchesQuery(batchType, province)).data ?? [];
  const [batchChoice, setBatch] = useState('');
  const batch = batchShown(province, batchChoice, batches);
  const groups = useQuery(groupsQuery(batch, province)).data ?? [];
  const [groupChoice, setGroup] = useState('');
  const group = batch ? chosen(groups, sameGroup(groups, groupChoice)) : '';
  const [electives, setElectives] = useState<string[]>([]);
  // A 3+3 province (上海, 浙江 …) offers one group of its electives (any three), no 物理/历史 choice, and fills as 综合.
  const offered = provinceSubjects(province);
  const threePlusThree = offered.model === '3+3';
  // The province's 批次线 for the group chosen (综合 in a 3+3 province), real where published, with its year.
  const lineHint = useQuery(batchLineHintQuery(province ? shortProvince(province) : '', threePlusThree ? '综合' : group)).data ?? null;
  useEffect(() => {
    setElectives([]);
  }, [offered.model, offered.electives]);
  // The saved profile of a signed-in user fills the form once for its province (the family then edits freely).
  const profile = user?.zhiyuan ?? null;
  const prefilled = useRef('');
  useEffect(() => {
    if (!profile || !province || shortProvince(profile.province) !== shortProvince(province)) return;
    const key = `${province}|${JSON.stringify(profile)}`;
    if (prefilled.current === key) return;
    prefilled.current = key;
    if (Number.isFinite(profile.score) && profile.score > 0) setScore(profile.score);
    if (profile.batch) setBatch(profile.batch);
    if (profile.group_d) setGroup(profile.group_d);
    const primary = primarySubjectOfGroup(profile.group_d);
    setElectives(subjectList(profile.subject).filter((s) => s !== primary && offered.electives.includes(s)).slice(0, offered.homeElectives));
  }, [profile, province, offered.electives, offered.homeElectives]);
  const [message, setMessage] = useState('');
  /** Rows of the saved wish list the new province, batch or group would remove, while the family is asked. */
  const [confirmClear, setConfirmClear] = useState<number | null>(null);

  const fill = useMutation({
    mutationKey: callKey(routes.volunteerAdd),
    mutationFn: (clearList: boolean) =>
      smartFill(
        {
          loggedIn,
          province,
          score: score == null ? '' : String(score),
          batch,
          groupD: threePlusThree ? '综合' : group,
          subjects: threePlusThree ? electives : [primarySubjectOfGroup(group), ...electives].filter((x): x is string => x !== undefined),
          clearList,
        },
        // The new plan replaces whatever the workspace had cached before /Volunteer opens.
        (to) => void client.resetQueries({ queryKey: callKey(routes.getUserVooluteer) }).then(() => navigate(to)),
      ),
    onMutate: () => setMessage(''),
    onSuccess: (outcome) => {
      if (outcome.kind === 'invalid') setMessage(outcome.message);
      if (outcome.kind === 'confirmClear') setConfirmClear(outcome.rows);
    },
  });

  const disabled = !unlocked;
  // A free member cannot change the plan's profile once saved: said before submitting, where a typo can still be fixed.
  const finalNotice = user && unlocked ? planFinalNotice(toMemberRole(user.role)) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    fill.mutate(false);
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
        <NumberInput
          label="预估分数"
          min={0}
          placeholder="请输入您的预估总分"
          value={score}
          disabled={disabled}
          onValueChange={setScore}
        />
        <div className="gk-fill__grid">
          <Select label="类型" options={BATCH_TYPE_OPTIONS} value={batchType} disabled={disabled} onValueChange={setBatchType} />
          <Select
            label="批次"
            options={batches.length === 0 ? [{ value: '', label: '暂无批次' }] : options(batches)}
            value={batch}
            disabled={disabled}
            onValueChange={setBatch}
          />
          {threePlusThree ? (
            <div className="gk-fill__row" data-testid="group-3plus3">
              <span className="gk-fill__label">科目组</span>
              <span className="gk-fill__value">综合（不分物理类、历史类）</span>
            </div>
          ) : (
            <Select
              label="科目组"
              options={groups.length === 0 ? [{ value: '', label: '请先选择批次' }] : options(groups)}
              value={group}
              disabled={disabled}
              onValueChange={setGroup}
            />
          )}
        </div>
        {/* Its room is kept while it loads (and with no province yet): the prerendered page does not move. */}
        <p className="gk-hint gk-fill__lines" data-testid="batch-line-hint" data-dataset={lineHint ? (lineHint.real ? 'real' : 'demo') : undefined}>
          {lineHint?.text ?? ''}
        </p>
        <CheckboxGroup
          label={threePlusThree ? '选考科目（任选三门）' : '再选科目（选两项）'}
          name="electives"
          options={options(offered.electives)}
          value={electives}
          onValueChange={setElectives}
          max={offered.homeElectives}
          disabled={disabled}
        />
        {!loggedIn ? <p className="gk-hint">{MSG.loginToFillForm}</p> : null}
        {loggedIn && !unlocked ? <p className="gk-hint">{MSG.formLocked}</p> : null}
        {finalNotice ? (
          <p className="gk-hint" data-testid="plan-final-notice">
            {finalNotice}
          </p>
        ) : null}
        {message ? (
          <p className="gk-field__error" role="alert">
            {message}
          </p>
        ) : null}
        <Button type="submit" block loading={fill.isPending} loadingLabel="正在生成志愿…">
          智能填报
        </Button>
      </form>
      {confirmClear !== null ? (
        <Suspense fallback={null}>
          <ClearListConfirm
            rows={confirmClear}
            onCancel={() => setConfirmClear(null)}
            onConfirm={() => {
              setConfirmClear(null);
              fill.mutate(true);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
