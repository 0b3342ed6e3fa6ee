import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, CheckboxGroup, ConfirmDialog, Dialog, Input, NumberInput, RadioGroup, Select } from 'gaokao-ui';
import {
  ALL_SUBJECTS,
  batchShown,
  clearListConfirm,
  editableFields,
  isVip,
  MSG,
  profileChangeClearsList,
  provinceBatches,
  provinceSubjects,
  subjectDisabled,
  subjectGroupLabel,
  subjectGroupOf,
  subjectList,
  toMemberRole,
  validateVolunteerEdit,
  type VolunteerEditForm,
} from 'gaokao-domain';
import { showMessageBox, showToast } from '../../../stores/feedback-store';
import { clearListRows } from '../../../lib/http';
import { useUpdatePlan } from '../api/mutations';
import { batchesQuery, provincesQuery } from '../api/queries';
import type { Plan } from '../model/types';
import { useWorkspace } from '../components/workspace-context';

/**
 * 修改志愿信息 (/api/Volunteer/update) with the domain's checks. A free member (role 1) sees score, batch and subjects
 * disabled, and a province change is refused on the spot with 升级VIP可修改. The group is sent by its name (物理类),
 * never its label. A change of province, batch or group that would empty a non-empty wish list asks first, naming the
 * number of rows; cancelling keeps the dialog and every row.
 */
const SEX_OPTIONS = [
  { value: '1', label: '男' },
  { value: '2', label: '女' },
];

/** The saved plan replaces the cached one (useUpdatePlan); `onSaved` only closes. */
export default function EditVolunteerDialog({ onClose, onSaved }: { onClose: () => void; onSaved: (plan: Plan) => void }) {
  const ws = useWorkspace();
  const role = toMemberRole(ws.role);
  const editable = new Set(editableFields(role));
  const original: VolunteerEditForm = {
    name: ws.plan.name,
    sex: ws.plan.sex || '',
    batch: ws.plan.batch,
    score: ws.plan.score,
    subjects: subjectList(ws.plan.subject),
    province: ws.plan.province,
    group: ws.plan.group_d,
  };
  const [name, setName] = useState(ws.plan.name ?? '');
  const [sex, setSex] = useState(ws.plan.sex ? String(ws.plan.sex) : '');
  const [batchChoice, setBatch] = useState(ws.plan.batch ?? '');
  const [score, setScore] = useState<number | null>(ws.plan.score == null ? null : Number(ws.plan.score));
  const [subjects, setSubjects] = useState<string[]>(subjectList(ws.plan.subject));
  const [province, setProvince] = useState(ws.plan.province ?? '');
  const [title, setTitle] = useState(ws.plan.title ?? '');
  const provinces = useQuery(provincesQuery()).data ?? [];
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const update = useUpdatePlan();
  /** Rows that the save would remove, while the family is asked to confirm. */
  const [confirmClear, setConfirmClear] = useState<number | null>(null);

  const provinceOptions = provinces.includes(province) || !province ? provinces : [province, ...provinces];

  // The province's batches (re-read when the province changes). A plan saved under the spec's 本科批 / 专科批 keeps it
  // while its province stays (a free member may not change it); otherwise a batch the province does not offer becomes
  // its batch of the same data (本科批 → 普通类一段), else its first.
  const batches = useQuery(batchesQuery('普通类', province)).data ?? provinceBatches(province);
  const batch = batchShown(province, batchChoice, batches, { province: ws.plan.province, batch: ws.plan.batch });

  // 3+3 provinces (上海, 浙江 …): any three of the province's electives, group 综合; elsewhere 物理/历史 decide the group.
  const offered = provinceSubjects(province);
  const threePlusThree = offered.model === '3+3';
  const group = threePlusThree ? '综合' : (subjectGroupOf(subjects) ?? ws.plan.group_d);
  const subjectOptions: readonly string[] = threePlusThree ? offered.electives : ALL_SUBJECTS;

  const submit = (clearList = false) => {
    const form: VolunteerEditForm = { name, sex, batch, score, subjects, province, group };
    const check = validateVolunteerEdit(form, { role, original });
    if (!check.ok) {
      setError({ message: check.message, ...(check.field ? { field: check.field } : {}) });
      return;
    }
    setError(null);
    const scopeBefore = { province: ws.plan.province, batch: ws.plan.batch, group: ws.plan.group_d };
    if (!clearList && ws.count > 0 && profileChangeClearsList(scopeBefore, { province, batch, group })) {
      setConfirmClear(ws.count);
      return;
    }
    update.mutate(
      {
        input: {
          volunteer_id: ws.plan.volunteer_id,
          name: name.trim(),
          sex: Number(sex),
          batch,
          score: Number(score),
          subject: subjects,
          province,
          group_d: group,
          title: title.trim(),
          ...(clearList ? { clear_list: 1 } : {}),
        },
        options: {
          // Rows added elsewhere since the count was read: ask with the server's count instead of failing.
          intercept: (failed) => {
            const rows = clearListRows(failed);
            if (rows !== undefined) setConfirmClear(rows);
            return rows !== undefined;
          },
        },
      },
      {
        // A refusal is shown by the network layer (or asked about, above); the dialog stays open.
        onSuccess: (reply) => {
          showToast(reply.msg || MSG.updateDone, 'success');
          if (reply.data) onSaved(reply.data);
          else onClose();
        },
      },
    );
  };

  const errorFor = (field: string) => (error?.field === field ? error.message : undefined);
  const batchOptions = [
    ...(!batches.includes(batch) ? [{ value: batch, label: batch || MSG.choose }] : []),
    ...batches.map((b) => ({ value: b, label: b })),
  ];

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="修改志愿信息"
      size="medium"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            取消
          </Button>
          <Button loading={update.isPending} onClick={() => submit()}>
            保存
          </Button>
        </>
      }
    >
      {!isVip(role) ? <p className="gk-vol-note">{MSG.upgradeBanner}</p> : null}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Input label="姓名" value={name} maxLength={30} onChange={(e) => setName(e.target.value)} error={errorFor('name')} />
        <RadioGroup label="性别" options={SEX_OPTIONS} value={sex} onValueChange={setSex} error={errorFor('sex')} />
        <Input label="方案名称" value={title} maxLength={60} onChange={(e) => setTitle(e.target.value)} />
        <Select
          label="省份"
          options={provinceOptions.map((p) => ({ value: p, label: p }))}
          value={province}
          error={errorFor('province')}
          onValueChange={(next) => {
            if (!editable.has('province')) {
              showMessageBox(MSG.upgradeVipToEdit, MSG.hintTitle);
              return;
            }
            setProvince(next);
          }}
        />
        <Select
          label="批次"
          options={batchOptions}
          value={batch}
          disabled={!editable.has('batch')}
          error={errorFor('batch')}
          onValueChange={setBatch}
        />
        <NumberInput label="成绩" min={0} value={score} disabled={!editable.has('score')} error={errorFor('score')} onValueChange={setScore} />
        <CheckboxGroup
          label={threePlusThree ? '选考科目（任选三门）' : subjectGroupLabel(subjects) || '选考科目'}
          options={subjectOptions.map((s) => ({ value: s, label: s }))}
          value={subjects}
          max={offered.editSubjects}
          disabled={!editable.has('subjects')}
          isOptionDisabled={(value, selected) => (threePlusThree ? false : subjectDisabled(selected, value))}
          onValueChange={setSubjects}
        />
        {error?.field === 'subjects' ? (
          <p className="gk-field__error" role="alert">
            {error.message}
          </p>
        ) : null}
        {!isVip(role) ? <p className="gk-hint">成绩、批次、科目与省份：{MSG.upgradeVipToEdit}</p> : null}
        <button type="submit" hidden />
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
          submit(true);
        }}
      />
    </Dialog>
  );
}
