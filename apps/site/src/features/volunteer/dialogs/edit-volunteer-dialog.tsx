import { useEffect, useId, useState } from 'react';
import { Button, CheckboxGroup, ConfirmDialog, Dialog } from 'gaokao-ui';
import {
  ALL_SUBJECTS,
  clearListConfirm,
  EDIT_BATCHES,
  editableFields,
  MSG,
  profileChangeClearsList,
  subjectDisabled,
  subjectGroupLabel,
  subjectGroupOf,
  subjectList,
  toMemberRole,
  validateVolunteerEdit,
  type VolunteerEditForm,
} from 'gaokao-domain';
import { showMessageBox, showToast } from '../../../stores/feedback-store';
import { vcall } from '../api/volunteer-api';
import { clearListRows } from '../../../lib/http';
import type { Plan } from '../model/types';
import { useWorkspace } from '../components/workspace-context';

/**
 * 修改志愿信息 (/api/Volunteer/update) with the domain's checks. A free member (role 1) sees score, batch and subjects
 * disabled, and a province change is refused on the spot with 升级VIP可修改. The group is sent by its name (物理类),
 * never its label. A change of province, batch or group that would empty a non-empty wish list asks first, naming the
 * number of rows; cancelling keeps the dialog and every row.
 */
export default function EditVolunteerDialog({ onClose, onSaved }: { onClose: () => void; onSaved: (plan: Plan) => void }) {
  const ws = useWorkspace();
  const id = useId();
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
  const [batch, setBatch] = useState(ws.plan.batch ?? '');
  const [score, setScore] = useState(ws.plan.score == null ? '' : String(ws.plan.score));
  const [subjects, setSubjects] = useState<string[]>(subjectList(ws.plan.subject));
  const [province, setProvince] = useState(ws.plan.province ?? '');
  const [title, setTitle] = useState(ws.plan.title ?? '');
  const [provinces, setProvinces] = useState<string[]>([]);
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const [saving, setSaving] = useState(false);
  /** Rows that the save would remove, while the family is asked to confirm. */
  const [confirmClear, setConfirmClear] = useState<number | null>(null);

  useEffect(() => {
    vcall('getProvince', {}, { quiet: true })
      .then((reply) => setProvinces(Array.isArray(reply.data) ? reply.data : []))
      .catch(() => undefined);
  }, []);

  const provinceOptions = provinces.includes(province) || !province ? provinces : [province, ...provinces];

  const group = subjectGroupOf(subjects) ?? ws.plan.group_d;

  const submit = async (clearList = false) => {
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
    setSaving(true);
    try {
      const reply = await vcall('volunteerUpdate', {
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
      }, {
        // Rows added elsewhere since the count was read: ask with the server's count instead of failing.
        intercept: (failed) => {
          const rows = clearListRows(failed);
          if (rows !== undefined) setConfirmClear(rows);
          return rows !== undefined;
        },
      });
      showToast(reply.msg || MSG.updateDone, 'success');
      if (reply.data) onSaved(reply.data);
      else onClose();
    } catch {
      // Shown by the network layer.
    } finally {
      setSaving(false);
    }
  };

  const errorFor = (field: string) =>
    error?.field === field ? (
      <p className="gk-field__error" role="alert">
        {error.message}
      </p>
    ) : null;

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
          <Button loading={saving} onClick={() => void submit()}>
            保存
          </Button>
        </>
      }
    >
      {role === 1 ? <p className="gk-vol-note">{MSG.upgradeBanner}</p> : null}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="gk-field">
          <label htmlFor={`${id}-name`}>姓名</label>
          <input id={`${id}-name`} className="gk-input" value={name} maxLength={30} onChange={(e) => setName(e.target.value)} />
          {errorFor('name')}
        </div>
        <fieldset className="gk-field gk-vol-radios">
          <legend>性别</legend>
          {[
            ['1', '男'],
            ['2', '女'],
          ].map(([value, label]) => (
            <label key={value}>
              <input type="radio" name={`${id}-sex`} value={value} checked={sex === value} onChange={() => setSex(value ?? '')} /> {label}
            </label>
          ))}
          {errorFor('sex')}
        </fieldset>
        <div className="gk-field">
          <label htmlFor={`${id}-title`}>方案名称</label>
          <input id={`${id}-title`} className="gk-input" value={title} maxLength={60} onChange={(e) => setTitle(e.target.value)} />
        </div>
        <div className="gk-field">
          <label htmlFor={`${id}-province`}>省份</label>
          <select
            id={`${id}-province`}
            className="gk-input"
            value={province}
            onChange={(e) => {
              if (!editable.has('province')) {
                showMessageBox(MSG.upgradeVipToEdit, '提示');
                return;
              }
              setProvince(e.target.value);
            }}
          >
            {provinceOptions.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
          {errorFor('province')}
        </div>
        <div className="gk-field">
          <label htmlFor={`${id}-batch`}>批次</label>
          <select id={`${id}-batch`} className="gk-input" value={batch} disabled={!editable.has('batch')} onChange={(e) => setBatch(e.target.value)}>
            {!EDIT_BATCHES.includes(batch as (typeof EDIT_BATCHES)[number]) ? <option value={batch}>{batch || '请选择'}</option> : null}
            {EDIT_BATCHES.map((b) => (
              <option key={b} value={b}>
                {b}
              </option>
            ))}
          </select>
          {errorFor('batch')}
        </div>
        <div className="gk-field">
          <label htmlFor={`${id}-score`}>成绩</label>
          <input
            id={`${id}-score`}
            className="gk-input"
            type="number"
            inputMode="numeric"
            value={score}
            disabled={!editable.has('score')}
            onChange={(e) => setScore(e.target.value)}
          />
          {errorFor('score')}
        </div>
        <CheckboxGroup
          label={subjectGroupLabel(subjects) || '选考科目'}
          options={ALL_SUBJECTS.map((s) => ({ value: s, label: s }))}
          value={subjects}
          max={3}
          disabled={!editable.has('subjects')}
          isOptionDisabled={(value, selected) => subjectDisabled(selected, value)}
          onValueChange={setSubjects}
        />
        {errorFor('subjects')}
        {role === 1 ? <p className="gk-hint">成绩、批次、科目与省份：{MSG.upgradeVipToEdit}</p> : null}
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
          void submit(true);
        }}
      />
    </Dialog>
  );
}
