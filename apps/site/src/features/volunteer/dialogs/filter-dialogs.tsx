import { useEffect, useId, useState } from 'react';
import { Button, Checkbox, CheckboxGroup, Dialog } from 'gaokao-ui';
import {
  applyNatureLinkage,
  COLLEGE_ATTRIBUTE_OPTIONS,
  COLLEGE_STRENGTH_OPTIONS,
  COLLEGE_TYPE_OPTIONS,
  defaultCollegeScreen,
  defaultOtherScreen,
  KEYWORD_OPTIONS,
  MSG,
  NATURE_OPTIONS,
  parseCollegeScreen,
  parseMajorScreen,
  parseOtherScreen,
  REGION_OPTIONS,
  SCHOOLING_LENGTH_OPTIONS,
  serializeScreen,
  type CollegeScreen,
  type MajorOption,
  type OtherScreen,
} from 'gaokao-domain';
import { showToast } from '../../../stores/feedback-store';
import { vcall } from '../api/volunteer-api';
import { useWorkspace } from '../components/workspace-context';

type Kind = 'major' | 'college' | 'other';
const TITLES: Record<Kind, string> = { major: '专业筛选', college: '院校筛选', other: '其他筛选' };
const NAMES = { major: 'major_screen', college: 'college_screen', other: 'other_screen' } as const;
const opts = (list: readonly (string | number)[]) => list.map((v) => ({ value: String(v), label: String(v) }));

/**
 * The recommendation filters, saved per plan by name (screenFindSave {aspid, name, value JSON}) and restored on open
 * (screenFind). Values are read and written with the domain's parse/serialize rules (empty groups refill, nature
 * linkage 双一流 → 211 → 985).
 */
export default function FilterDialogs({ kind, onClose, onSaved }: { kind: Kind; onClose: () => void; onSaved: () => void }) {
  const ws = useWorkspace();
  const id = useId();
  const [loaded, setLoaded] = useState(false);
  const [college, setCollege] = useState<CollegeScreen>(defaultCollegeScreen);
  const [other, setOther] = useState<OtherScreen>(defaultOtherScreen);
  const [majors, setMajors] = useState<MajorOption[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    vcall('screenFind', { aspid: ws.plan.volunteer_id })
      .then((reply) => {
        if (!live) return;
        setCollege(parseCollegeScreen(reply.data?.college_screen ?? ''));
        setOther(parseOtherScreen(reply.data?.other_screen ?? ''));
        setMajors(parseMajorScreen(reply.data?.major_screen ?? ''));
      })
      .catch(() => undefined)
      .finally(() => {
        if (live) setLoaded(true);
      });
    return () => {
      live = false;
    };
  }, [ws.plan.volunteer_id]);

  const save = async () => {
    setSaving(true);
    const value = kind === 'college' ? serializeScreen(college) : kind === 'other' ? serializeScreen(other) : serializeScreen(majors);
    try {
      const reply = await vcall('screenFindSave', { aspid: ws.plan.volunteer_id, name: NAMES[kind], value });
      const fallback = kind === 'college' ? MSG.collegeFilterSaved : kind === 'other' ? MSG.otherFilterSaved : MSG.saved;
      showToast(reply.msg || fallback, 'success');
      onSaved();
      onClose();
    } catch {
      // Shown by the network layer.
    } finally {
      setSaving(false);
    }
  };

  const range = (label: string, min: keyof OtherScreen, max: keyof OtherScreen) => (
    <fieldset className="gk-vol-range">
      <legend>{label}</legend>
      <input aria-label={`${label}最小值`} className="gk-input" type="number" value={String(other[min] ?? '')} onChange={(e) => setOther({ ...other, [min]: e.target.value })} />
      <span aria-hidden="true">—</span>
      <input aria-label={`${label}最大值`} className="gk-input" type="number" value={String(other[max] ?? '')} onChange={(e) => setOther({ ...other, [max]: e.target.value })} />
    </fieldset>
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={TITLES[kind]}
      size="large"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            取消
          </Button>
          <Button loading={saving} disabled={!loaded} onClick={() => void save()}>
            保存
          </Button>
        </>
      }
    >
      {!loaded ? <p>加载中…</p> : null}
      {loaded && kind === 'college' ? (
        <div className="gk-vol-filter">
          <CheckboxGroup label="地区" options={opts(REGION_OPTIONS)} value={college.regions} onValueChange={(regions) => setCollege({ ...college, regions })} />
          <CheckboxGroup label="院校类型" options={opts(COLLEGE_TYPE_OPTIONS)} value={college.types} onValueChange={(types) => setCollege({ ...college, types })} />
          <CheckboxGroup
            label="院校层次"
            options={opts(NATURE_OPTIONS)}
            value={college.natures}
            onValueChange={(natures) => setCollege({ ...college, natures: applyNatureLinkage(college.natures, natures) })}
          />
          <CheckboxGroup label="办学性质" options={opts(COLLEGE_ATTRIBUTE_OPTIONS)} value={college.attributes} onValueChange={(attributes) => setCollege({ ...college, attributes })} />
          <CheckboxGroup label="办学实力" options={opts(COLLEGE_STRENGTH_OPTIONS)} value={college.strengths} onValueChange={(strengths) => setCollege({ ...college, strengths })} />
        </div>
      ) : null}
      {loaded && kind === 'other' ? (
        <div className="gk-vol-filter">
          <div className="gk-field">
            <label htmlFor={`${id}-len`}>学制</label>
            <select
              id={`${id}-len`}
              className="gk-input"
              value={other.schooling_length == null ? '' : String(other.schooling_length)}
              onChange={(e) => setOther({ ...other, schooling_length: e.target.value === '' ? null : Number(e.target.value) })}
            >
              <option value="">{MSG.unlimited}</option>
              {SCHOOLING_LENGTH_OPTIONS.map((n) => (
                <option key={n} value={n}>
                  {n}年
                </option>
              ))}
            </select>
          </div>
          {range('学费（元）', 'tuition_fee_min', 'tuition_fee_max')}
          <Checkbox label="包含学费待定的专业" checked={other.tuition_fee_no} onCheckedChange={(on) => setOther({ ...other, tuition_fee_no: on === true })} />
          {range('计划人数', 'planned_number_min', 'planned_number_max')}
          {range('预估分数', 'min_score', 'max_score')}
          <CheckboxGroup
            label="专业名称包含"
            options={opts(KEYWORD_OPTIONS)}
            value={other.specialty_title}
            onValueChange={(specialty_title) => setOther({ ...other, specialty_title })}
          />
          <div className="gk-field">
            <label htmlFor={`${id}-kw`}>自定义关键词（逗号分隔）</label>
            <input
              id={`${id}-kw`}
              className="gk-input"
              value={other.specialty_title_other}
              onChange={(e) => setOther({ ...other, specialty_title_other: e.target.value.replace(/，/g, ',') })}
            />
          </div>
          <CheckboxGroup
            label="专业名称不包含"
            options={opts(KEYWORD_OPTIONS)}
            value={other.specialty_title_no}
            onValueChange={(specialty_title_no) => setOther({ ...other, specialty_title_no })}
          />
          <div className="gk-field">
            <label htmlFor={`${id}-kwno`}>自定义排除关键词（逗号分隔）</label>
            <input
              id={`${id}-kwno`}
              className="gk-input"
              value={other.specialty_title_no_other}
              onChange={(e) => setOther({ ...other, specialty_title_no_other: e.target.value.replace(/，/g, ',') })}
            />
          </div>
        </div>
      ) : null}
      {loaded && kind === 'major' ? (
        <div className="gk-vol-filter">
          {majors.length === 0 ? <p>暂未选择专业，推荐结果不限专业。</p> : null}
          <ul className="gk-vol-majors">
            {majors.map((m) => (
              <li key={m.major_name}>
                {m.major_name}
                <Button size="small" variant="ghost" onClick={() => setMajors(majors.filter((x) => x.major_name !== m.major_name))}>
                  移除
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Dialog>
  );
}
