import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, ConfirmDialog, Input, Select } from 'gaokao-ui';
import { checkDisplaySort, isBlank, MSG } from 'gaokao-domain';
import { OPS_MEDIA_MSG, OPS_VIDEO_MAX_BYTES, OPS_VIDEO_TYPES, type OpsVideo } from 'gaokao-contract';
import { showToast } from '../../../stores/feedback-store';
import { useDeleteVideo, useSaveVideo, useUploadVideo, videosQuery } from '../api/content';
import { VIDEOS_PAGE_SIZE } from '../model/filters';
import { OpsTable, type OpsColumn } from './ops-table';
import '../ops.css';
import { UploadStatus } from './upload-status';
import { EditorActions } from './editor-actions';

const SHOWN = [
  { value: '1', label: '显示' },
  { value: '0', label: '隐藏' },
] as const;

/** 上传视频: a title and a file (MP4 or WebM, at most 200 MB; the server checks both again), with the bytes sent. */
function UploadForm() {
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ title?: string; file?: string }>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const upload = useUploadVideo(setProgress);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (isBlank(title)) return setErrors({ title: MSG.opsVideoTitleRequired });
    if (!file) return setErrors({ file: MSG.opsVideoFileRequired });
    if (file.size > OPS_VIDEO_MAX_BYTES) return setErrors({ file: OPS_MEDIA_MSG.videoTooLarge });
    if (file.type && !(OPS_VIDEO_TYPES as readonly string[]).includes(file.type)) return setErrors({ file: OPS_MEDIA_MSG.videoType });
    setErrors({});
    setAnswer(null);
    setProgress(0);
    upload.mutate(
      { title, file },
      {
        onSuccess: (reply) => {
          setAnswer({ ok: reply.status === 200, text: reply.msg });
          if (reply.status === 200) {
            setTitle('');
            setFile(null);
            form.reset();
          }
        },
        onError: (err) => setAnswer({ ok: false, text: err.message }),
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <form className="gk-ops__filters" noValidate onSubmit={submit} aria-label="上传视频">
      <Input label="视频标题" autoComplete="off" maxLength={100} value={title} error={errors.title} onChange={(e) => setTitle(e.target.value)} />
      <Input type="file" accept={OPS_VIDEO_TYPES.join(',')} label="视频文件（MP4、WebM，不超过 200 MB）" error={errors.file} disabled={upload.isPending} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
      <div className="gk-ops__filter-actions">
        <Button type="submit" loading={upload.isPending} loadingLabel="上传中…">
          上传视频
        </Button>
      </div>
      <UploadStatus progress={progress} outcome={answer} />
    </form>
  );
}

/** 编辑: the title, whether the home page lists the video, and its place there (排序, higher first). */
function VideoEditor({ video, onDone }: { video: OpsVideo; onDone: () => void }) {
  const [title, setTitle] = useState(video.title);
  const [status, setStatus] = useState<'0' | '1'>(video.status === 1 ? '1' : '0');
  const [sort, setSort] = useState(String(video.sort));
  const [errors, setErrors] = useState<{ title?: string; sort?: string }>({});
  const save = useSaveVideo();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isBlank(title)) return setErrors({ title: MSG.opsVideoTitleRequired });
    const sortCheck = checkDisplaySort(sort);
    if (!sortCheck.ok) return setErrors({ sort: sortCheck.message });
    setErrors({});
    save.mutate({ videoseet_id: video.videoseet_id, title, status: status === '1' ? 1 : 0, sort: Number(sort.trim()) }, { onSuccess: (saved) => (saved ? (showToast(OPS_MEDIA_MSG.videoSaved, 'success'), onDone()) : undefined) });
  };
  return (
    <form className="gk-ops__form gk-ops__editor gk-ops__part" noValidate onSubmit={submit} aria-labelledby="ops-video-editor-title">
      <h2 id="ops-video-editor-title">{`编辑视频 #${video.videoseet_id}`}</h2>
      <Input label="视频标题" autoComplete="off" maxLength={100} value={title} error={errors.title} onChange={(e) => setTitle(e.target.value)} />
      <Select label="首页显示" options={SHOWN} value={status} onValueChange={(v) => setStatus(v === '0' ? '0' : '1')} />
      <Input label="排序" inputMode="numeric" autoComplete="off" hint="数字越大越靠前；新上传的视频排在最前" value={sort} error={errors.sort} onChange={(e) => setSort(e.target.value)} />
      <EditorActions saving={save.isPending} onCancel={onDone} />
    </form>
  );
}

/**
 * 视频管理: upload a video into the server's media folder, list the videos (newest first) with 预览 (a player), 编辑
 * (title, shown or hidden) and 删除 (after a confirmation; an uploaded file goes with it). The home page lists shown
 * videos on its next load.
 */
export function Videos({ page, onPageChange }: { page: number; onPageChange: (page: number) => void }) {
  const list = useQuery(videosQuery(page));
  const remove = useDeleteVideo();
  const [preview, setPreview] = useState<OpsVideo | null>(null);
  const [editing, setEditing] = useState<OpsVideo | null>(null);
  const [deleting, setDeleting] = useState<OpsVideo | null>(null);

  const columns: OpsColumn<OpsVideo>[] = [
    { header: 'ID', cell: (v) => v.videoseet_id },
    { header: '标题', cell: (v) => v.title },
    { header: '状态', cell: (v) => (v.status === 1 ? '显示' : '隐藏') },
    { header: '排序', cell: (v) => v.sort },
    { header: '上传时间（北京时间）', cell: (v) => <time dateTime={v.create_time.iso}>{v.create_time.china}</time> },
    {
      header: '操作',
      cell: (v) => (
        <span className="gk-ops__row-actions">
          <Button size="small" variant="outline" onClick={() => setPreview(v)} aria-label={`预览视频 ${v.title}`}>
            预览
          </Button>
          <Button size="small" variant="outline" onClick={() => setEditing(v)} aria-label={`编辑视频 ${v.title}`}>
            编辑
          </Button>
          <Button size="small" variant="outline" tone="danger" onClick={() => setDeleting(v)} aria-label={`删除视频 ${v.title}`}>
            删除
          </Button>
        </span>
      ),
    },
  ];

  return (
    <section className="gk-ops__page">
      <h1>视频管理</h1>
      <UploadForm />
      {editing ? <VideoEditor key={editing.videoseet_id} video={editing} onDone={() => setEditing(null)} /> : null}
      {preview ? (
        <section className="gk-ops__preview gk-ops__video-preview" aria-labelledby="ops-video-preview-title">
          <h2 id="ops-video-preview-title">预览：{preview.title}</h2>
          <video key={preview.videoseet_id} src={preview.video_url} poster={preview.imgurl || undefined} controls preload="metadata" aria-label={`视频 ${preview.title}`}>
            <track kind="captions" />
          </video>
          <p>
            <Button size="small" variant="outline" tone="neutral" onClick={() => setPreview(null)}>
              关闭预览
            </Button>
          </p>
        </section>
      ) : null}
      <p className="gk-ops__muted" aria-live="polite">
        {list.data ? `共 ${list.data.total} 个视频` : ''}
      </p>
      <OpsTable
        caption="视频列表"
        columns={columns}
        rows={list.data?.data}
        rowKey={(v) => v.videoseet_id}
        loading={list.isPending}
        error={list.isError}
        paging={{ page, pageSize: VIDEOS_PAGE_SIZE, total: list.data?.total ?? 0, onPageChange }}
      />
      {deleting ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => (open ? undefined : setDeleting(null))}
          title="删除视频"
          message={<p>{`确认删除视频《${deleting.title}》？上传的视频文件将一并删除，首页不再显示。`}</p>}
          confirmText="确认删除"
          tone="danger"
          confirmLoading={remove.isPending}
          onConfirm={() =>
            remove.mutate(deleting.videoseet_id, {
              onSuccess: () => {
                showToast(OPS_MEDIA_MSG.videoDeleted, 'success');
                if (preview?.videoseet_id === deleting.videoseet_id) setPreview(null);
                if (editing?.videoseet_id === deleting.videoseet_id) setEditing(null);
              },
              onSettled: () => setDeleting(null),
            })
          }
        />
      ) : null}
    </section>
  );
}
