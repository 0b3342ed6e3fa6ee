import { useState, type ChangeEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, ConfirmDialog, Input } from 'gaokao-ui';
import { SEASON_PUBLICATION_MAX, seasonLabelEffect, seasonPublicationOf, validateSeasonPublication, type SeasonPublication } from 'gaokao-domain';
import type { OpsSeasonDiffRow, OpsSeasonKind, OpsSeasonStage } from 'gaokao-contract';
import { showToast } from '../../../stores/feedback-store';
import { seasonDiffQuery, seasonsQuery, usePublishSeason, useRollbackSeason, useUploadSeason, type UploadAnswer } from '../api/seasons';
import { OpsTable, type OpsColumn } from './ops-table';
import '../ops.css';
import { UploadStatus, WorkingStatus } from './upload-status';

const KIND_LABEL: Record<OpsSeasonKind | '', string> = {
  colleges: '院校',
  majors: '专业目录',
  'rank-tables': '一分一段表',
  admissions: '录取数据',
  plans: '招生计划',
  '': '无法识别',
};

const STATUS_LABEL: Record<OpsSeasonStage['status'], string> = { invalid: '未通过校验', staged: '待发布', published: '已发布' };

const diffColumns: OpsColumn<OpsSeasonDiffRow>[] = [
  { header: '省份', cell: (r) => r.province || '全国' },
  { header: '类别', cell: (r) => KIND_LABEL[r.kind] },
  { header: '新增', cell: (r) => r.added },
  { header: '变更', cell: (r) => r.changed },
  { header: '删除', cell: (r) => r.removed },
];

/** What publishing a candidate does to the 真实数据/演示数据 labels (gaokao-domain `seasonLabelEffect`), in words. */
function labelNote(stage: OpsSeasonStage): string {
  const effect = seasonLabelEffect(stage.kind, stage.publication);
  if (effect === 'real' && stage.publication) return `发布后，文件中的一分一段表将标为真实数据，出处为《${stage.publication.title}》（${stage.publication.publisher}）。`;
  if (effect === 'demo') return '未填写出处：发布后这些一分一段表标为演示数据（原有的出处不再适用于新数据）。如需标为真实数据，请填写出处后重新上传。';
  if (stage.kind === 'admissions' || stage.kind === 'plans') return '录取数据和招生计划发布后标注不变：同一批次科类的各年数据来源可能不同，不按单个文件改标。';
  return '';
}

function Report({ stage }: { stage: OpsSeasonStage }) {
  const r = stage.report;
  const note = stage.status === 'staged' ? labelNote(stage) : '';
  return (
    <div aria-label={`${stage.file} 校验报告`}>
      <p>
        {stage.file}：{KIND_LABEL[stage.kind]}，共 {r.rows} 行，有效 {r.valid} 行{r.duplicates ? `，文件内重复键 ${r.duplicates} 行` : ''}，错误 {r.error_count} 处，提示 {r.warnings.length} 条
      </p>
      <p>
        出处：
        {stage.publication ? (
          <>
            {stage.publication.title}（{stage.publication.publisher}）{' '}
            <a href={stage.publication.url} target="_blank" rel="noopener noreferrer">
              {stage.publication.url}
            </a>
          </>
        ) : (
          '未填写'
        )}
      </p>
      {note ? <p className="gk-ops__muted">{note}</p> : null}
      {r.errors.length > 0 ? (
        <ul className="gk-ops__errors">
          {r.errors.map((e) => (
            <li key={`${e.line}|${e.field}|${e.message}`}>{e.message}</li>
          ))}
        </ul>
      ) : null}
      {r.warnings.length > 0 ? (
        <ul className="gk-ops__muted">
          {r.warnings.slice(0, 50).map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function Diff({ stageId }: { stageId: number }) {
  const diff = useQuery(seasonDiffQuery(stageId));
  return (
    <OpsTable
      caption="与线上数据的差异"
      columns={diffColumns}
      rows={diff.data?.rows}
      rowKey={(r) => `${r.province}|${r.kind}`}
      loading={diff.isPending}
      error={diff.isError}
      paging={{ page: 1, pageSize: 1000, total: diff.data?.rows.length ?? 0, onPageChange: () => undefined }}
    />
  );
}

/**
 * 数据发布: upload a data file (the importer's formats) with progress, read its validation report and its diff against
 * the live season, then publish it or roll back the last publish, each after a confirmation.
 */
export function Seasons() {
  const state = useQuery(seasonsQuery());
  const [progress, setProgress] = useState<number | null>(null);
  const [answer, setAnswer] = useState<UploadAnswer | null>(null);
  const [confirm, setConfirm] = useState<{ kind: 'publish'; stage: OpsSeasonStage } | { kind: 'rollback' } | null>(null);
  const [source, setSource] = useState<SeasonPublication>({ title: '', publisher: '', url: '' });
  const [sourceError, setSourceError] = useState<{ field?: string; message: string } | null>(null);
  const upload = useUploadSeason(setProgress);
  const sourceField = (field: keyof SeasonPublication) => ({
    value: source[field],
    error: sourceError?.field === field ? sourceError.message : undefined,
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      setSource({ ...source, [field]: e.target.value });
      setSourceError(null);
    },
  });
  const publish = usePublishSeason();
  const rollback = useRollbackSeason();

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // The publication is checked before any byte is sent (the server checks it again).
    const check = validateSeasonPublication(source);
    if (!check.ok) return setSourceError(check);
    setAnswer(null);
    setProgress(0);
    upload.mutate({ file, publication: seasonPublicationOf(source) }, {
      onSuccess: (reply) => setAnswer(reply),
      onError: (err) => showToast(err.message, 'error'),
      onSettled: () => setProgress(null),
    });
  };

  const latest = answer?.data ?? state.data?.stages[0];
  const stages = state.data?.stages ?? [];

  const stageColumns: OpsColumn<OpsSeasonStage>[] = [
    { header: '上传时间（北京时间）', cell: (s) => <time dateTime={s.created_at.iso}>{s.created_at.china}</time> },
    { header: '文件', cell: (s) => s.file },
    { header: '类别', cell: (s) => KIND_LABEL[s.kind] },
    { header: '出处', cell: (s) => (s.publication ? `${s.publication.title}（${s.publication.publisher}）` : '—') },
    { header: '状态', cell: (s) => STATUS_LABEL[s.status] },
    { header: '操作人', cell: (s) => s.operator_name },
    {
      header: '操作',
      cell: (s) =>
        s.status === 'staged' ? (
          <Button size="small" onClick={() => setConfirm({ kind: 'publish', stage: s })}>
            发布
          </Button>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <section className="gk-ops__page">
      <h1>数据发布</h1>
      <p aria-live="polite">
        线上数据版本：{state.data?.live_version ?? '—'}
        {state.data?.previous_version ? `；可回滚到版本 ${state.data.previous_version}` : ''}
      </p>
      <div className="gk-ops__filters">
        <Input label="出处标题" autoComplete="off" maxLength={SEASON_PUBLICATION_MAX.title} hint="数据所出自的公开发布，如考试院的一分一段表" {...sourceField('title')} />
        <Input label="发布机构" autoComplete="off" maxLength={SEASON_PUBLICATION_MAX.publisher} {...sourceField('publisher')} />
        <Input label="网址" type="url" inputMode="url" autoComplete="off" placeholder="https://" maxLength={SEASON_PUBLICATION_MAX.url} {...sourceField('url')} />
        <Input type="file" accept=".csv,.xlsx,.xls" label="上传数据文件（.csv、.xlsx、.xls）" disabled={upload.isPending} onChange={choose} />
        <div className="gk-ops__filter-actions">
          <Button variant="outline" disabled={!state.data?.previous_version} onClick={() => setConfirm({ kind: 'rollback' })}>
            回滚到上一版
          </Button>
        </div>
      </div>
      <UploadStatus
        progress={progress}
        afterSent="上传完成，正在校验（按导入格式逐行检查）"
        outcome={answer ? { ok: answer.status === 200, text: answer.msg } : null}
      />
      {publish.isPending ? <WorkingStatus label="正在发布：写入新数据并计算差异，完成后各实例自动重建索引" /> : null}
      {rollback.isPending ? <WorkingStatus label="正在回滚到上一版数据" /> : null}
      {latest ? (
        <>
          <h2>校验报告</h2>
          <Report stage={latest} />
          {latest.status === 'staged' ? (
            <>
              <h2>差异</h2>
              <Diff stageId={latest.stage_id} />
            </>
          ) : null}
        </>
      ) : null}
      <h2>最近上传</h2>
      <OpsTable caption="最近上传的数据文件" columns={stageColumns} rows={stages} rowKey={(s) => s.stage_id}
        loading={state.isPending}
        error={state.isError}
        paging={{ page: 1, pageSize: 20, total: stages.length, onPageChange: () => undefined }}
      />
      {confirm ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => (open ? undefined : setConfirm(null))}
          title={confirm.kind === 'publish' ? '发布数据' : '回滚数据'}
          message={
            confirm.kind === 'publish' ? (
              <>
                <p>{`确认发布 ${confirm.stage.file}？线上数据将被替换，各实例自动重建索引。`}</p>
                {labelNote(confirm.stage) ? <p>{labelNote(confirm.stage)}</p> : null}
              </>
            ) : (
              <p>{`确认回滚到版本 ${state.data?.previous_version ?? ''}？`}</p>
            )
          }
          confirmText={confirm.kind === 'publish' ? '确认发布' : '确认回滚'}
          tone={confirm.kind === 'publish' ? 'brand' : 'danger'}
          confirmLoading={publish.isPending || rollback.isPending}
          onConfirm={() => {
            const done = { onSuccess: () => showToast(confirm.kind === 'publish' ? '新数据已发布' : '已回滚到上一版数据', 'success'), onSettled: () => setConfirm(null) };
            if (confirm.kind === 'publish') publish.mutate(confirm.stage.stage_id, done);
            else rollback.mutate(undefined, done);
          }}
        />
      ) : null}
    </section>
  );
}
