import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import DOMPurify from 'dompurify';
import { Button, ConfirmDialog, Field, Input, Loading, Select } from 'gaokao-ui';
import { validateNewsItem } from 'gaokao-domain';
import type { OpsNewsItem } from 'gaokao-contract';
import { showToast } from '../../../stores/feedback-store';
import { newsItemQuery, newsListQuery } from '../api/queries';
import { usePreviewNews, usePublishNews, useSaveNews } from '../api/mutations';
import { NEWS_PAGE_SIZE, type NewsFilter } from '../model/filters';
import { OpsTable, type OpsColumn } from './ops-table';
import '../ops.css';

const STATUSES = [
  { value: '', label: '全部' },
  { value: '0', label: '草稿' },
  { value: '1', label: '已发布' },
] as const;

const statusLabel = (status: 0 | 1) => (status === 1 ? '已发布' : '草稿');

interface Draft {
  title: string;
  source: string;
  imgurl: string;
  content: string;
}

/**
 * The editor of one item: 标题, 来源, 封面图片, 正文 (HTML), checked by the domain's `validateNewsItem`; 预览 shows the
 * body as the server stores it (its sanitiser, the same as on save; DOMPurify again here, as the article page does).
 */
function NewsEditor({ id, initial, onDone }: { id: number | null; initial: Draft; onDone: (item: OpsNewsItem | null) => void }) {
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [preview, setPreview] = useState<string | null>(null);
  const save = useSaveNews();
  const previewCall = usePreviewNews();
  const set = (part: Partial<Draft>) => setDraft((d) => ({ ...d, ...part }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = validateNewsItem(draft);
    if (!check.ok) {
      setErrors({ [check.field as keyof Draft]: check.message });
      return;
    }
    setErrors({});
    save.mutate({ ...(id ? { infomation_id: id } : {}), ...draft }, { onSuccess: (item) => (item ? (showToast(id ? '已保存' : '已保存为草稿', 'success'), onDone(item)) : undefined) });
  };

  return (
    <section className="gk-ops__part">
      <h2 id="ops-news-editor-title">{id ? `编辑资讯 #${id}` : '新建资讯'}</h2>
      <form className="gk-ops__form gk-ops__editor" noValidate onSubmit={submit} aria-labelledby="ops-news-editor-title">
        <Input label="标题" autoComplete="off" maxLength={100} value={draft.title} error={errors.title} onChange={(e) => set({ title: e.target.value })} />
        <Input label="来源（选填）" autoComplete="off" maxLength={60} value={draft.source} onChange={(e) => set({ source: e.target.value })} />
        <Input label="封面图片地址（选填）" autoComplete="off" maxLength={500} placeholder="https://… 或 /media/…" value={draft.imgurl} error={errors.imgurl} onChange={(e) => set({ imgurl: e.target.value })} />
        <Field label="正文（HTML）" hint="保存时按站点规则清理：只保留排版、图片和链接，脚本、样式和内嵌框架会被删除" error={errors.content}>
          {({ id: fieldId, describedBy, invalid }) => (
            // gaokao-ui has no multi-line text control yet; the HTML body needs one, wired through gaokao-ui's Field.
            // eslint-disable-next-line no-restricted-syntax
            <textarea
              id={fieldId}
              className="gk-ops__textarea"
              rows={12}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              value={draft.content}
              onChange={(e) => set({ content: e.target.value })}
            />
          )}
        </Field>
        <div className="gk-ops__actions">
          <Button variant="outline" tone="neutral" onClick={() => onDone(null)}>
            取消
          </Button>
          <Button variant="outline" loading={previewCall.isPending} loadingLabel="预览中…" onClick={() => previewCall.mutate(draft.content, { onSuccess: setPreview })}>
            预览
          </Button>
          <Button type="submit" loading={save.isPending} loadingLabel="保存中…">
            保存
          </Button>
        </div>
      </form>
      {preview !== null ? (
        <section className="gk-ops__preview" aria-labelledby="ops-news-preview-title">
          <h3 id="ops-news-preview-title">预览（保存后的样子）</h3>
          <h4>{draft.title || '（无标题）'}</h4>
          {draft.source ? <p className="gk-ops__muted">来源：{draft.source}</p> : null}
          <div className="gk-rich" dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(preview) }} />
        </section>
      ) : null}
    </section>
  );
}

/** The editor of an existing item, once its body has arrived. */
function EditExisting({ id, onDone }: { id: number; onDone: (item: OpsNewsItem | null) => void }) {
  const item = useQuery(newsItemQuery(id));
  if (item.isPending) return <Loading label="正在加载资讯…" />;
  if (!item.data) return <p className="gk-ops__state">资讯不存在。</p>;
  const { title, source, imgurl, content } = item.data;
  return <NewsEditor id={id} initial={{ title, source, imgurl, content }} onDone={onDone} />;
}

/**
 * 资讯管理: the items (drafts and published, newest first) with 编辑 and 发布/撤回 (confirmed); 新建资讯 opens the editor
 * (a new item is a draft until 发布). Published items are the ones /zixun lists, at once.
 */
export function News({ filter, onFilterChange }: { filter: NewsFilter; onFilterChange: (change: Partial<NewsFilter>) => void }) {
  const list = useQuery(newsListQuery(filter));
  const publish = usePublishNews();
  const [title, setTitle] = useState(filter.title);
  const [toggling, setToggling] = useState<OpsNewsItem | null>(null);

  const columns: OpsColumn<OpsNewsItem>[] = [
    { header: 'ID', cell: (n) => n.infomation_id },
    { header: '标题', cell: (n) => n.title },
    { header: '来源', cell: (n) => n.source || '—' },
    { header: '状态', cell: (n) => statusLabel(n.status) },
    { header: '发布时间（北京时间）', cell: (n) => <time dateTime={n.time.iso}>{n.time.china}</time> },
    {
      header: '操作',
      cell: (n) => (
        <span className="gk-ops__row-actions">
          <Button size="small" variant="outline" onClick={() => onFilterChange({ edit: n.infomation_id })} aria-label={`编辑资讯 #${n.infomation_id}`}>
            编辑
          </Button>
          <Button size="small" variant="outline" tone={n.status === 1 ? 'danger' : 'brand'} onClick={() => setToggling(n)} aria-label={`${n.status === 1 ? '撤回' : '发布'}资讯 #${n.infomation_id}`}>
            {n.status === 1 ? '撤回' : '发布'}
          </Button>
        </span>
      ),
    },
  ];

  const done = (item: OpsNewsItem | null) => onFilterChange({ edit: null, ...(item && filter.edit === 'new' ? { status: '', title: '', page: 1 } : {}) });

  return (
    <section className="gk-ops__page">
      <h1 id="ops-news-title">资讯管理</h1>
      {filter.edit === 'new' ? (
        <NewsEditor key="new" id={null} initial={{ title: '', source: '', imgurl: '', content: '' }} onDone={done} />
      ) : filter.edit !== null ? (
        <EditExisting key={filter.edit} id={filter.edit} onDone={done} />
      ) : (
        <p>
          <Button onClick={() => onFilterChange({ edit: 'new' })}>新建资讯</Button>
        </p>
      )}
      <form
        className="gk-ops__filters"
        role="search"
        aria-label="筛选资讯"
        onSubmit={(e) => {
          e.preventDefault();
          onFilterChange({ title: title.trim(), page: 1 });
        }}
      >
        <Select label="状态" options={STATUSES} value={String(filter.status)} onValueChange={(v) => onFilterChange({ status: v === '0' ? 0 : v === '1' ? 1 : '', page: 1 })} />
        <Input label="标题包含" autoComplete="off" maxLength={100} value={title} onChange={(e) => setTitle(e.target.value)} />
        <div className="gk-ops__filter-actions">
          <Button type="submit" variant="outline">
            查询
          </Button>
        </div>
      </form>
      <p className="gk-ops__muted" aria-live="polite">
        {list.data ? `共 ${list.data.total} 条资讯` : ''}
      </p>
      <OpsTable
        caption="资讯列表"
        columns={columns}
        rows={list.data?.data}
        rowKey={(n) => n.infomation_id}
        loading={list.isPending}
        error={list.isError}
        paging={{ page: filter.page, pageSize: NEWS_PAGE_SIZE, total: list.data?.total ?? 0, onPageChange: (page) => onFilterChange({ page }) }}
      />
      {toggling ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => (open ? undefined : setToggling(null))}
          title={toggling.status === 1 ? '撤回资讯' : '发布资讯'}
          message={<p>{toggling.status === 1 ? `确认撤回《${toggling.title}》？撤回后资讯页不再显示。` : `确认发布《${toggling.title}》？发布后立即在资讯页显示。`}</p>}
          confirmText={toggling.status === 1 ? '确认撤回' : '确认发布'}
          tone={toggling.status === 1 ? 'danger' : 'brand'}
          confirmLoading={publish.isPending}
          onConfirm={() =>
            publish.mutate(
              { infomation_id: toggling.infomation_id, status: toggling.status === 1 ? 0 : 1 },
              {
                onSuccess: (item) => {
                  showToast(item?.status === 1 ? `已发布《${item.title}》` : '已撤回资讯', 'success');
                  setToggling(null);
                },
                onError: () => setToggling(null),
              },
            )
          }
        />
      ) : null}
    </section>
  );
}
