import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, ConfirmDialog, Input, Select } from 'gaokao-ui';
import { checkDisplaySort, contactQrType, MSG, validateFriendLink } from 'gaokao-domain';
import { OPS_IMAGE_MAX_BYTES, OPS_IMAGE_TYPES, OPS_MEDIA_MSG, type OpsContact, type OpsLink } from 'gaokao-contract';
import { showToast } from '../../../stores/feedback-store';
import { contactsQuery, linksQuery, useDeleteLink, useReplaceContact, useSaveLink } from '../api/content';
import { OpsTable, type OpsColumn } from './ops-table';
import '../ops.css';
import { UploadStatus } from './upload-status';
import { EditorActions } from './editor-actions';

const SHOWN = [
  { value: '1', label: '显示' },
  { value: '0', label: '隐藏' },
] as const;

interface LinkDraft {
  title: string;
  url: string;
  sort: string;
  status: '0' | '1';
}

/** The editor of one link: 名称, 地址, 排序 (higher first), 显示/隐藏; checked by the domain's `validateFriendLink`. */
function LinkEditor({ link, onDone }: { link: OpsLink | null; onDone: () => void }) {
  const [draft, setDraft] = useState<LinkDraft>(link ? { title: link.title, url: link.url, sort: String(link.sort), status: link.status === 1 ? '1' : '0' } : { title: '', url: '', sort: '0', status: '1' });
  const [errors, setErrors] = useState<Partial<Record<keyof LinkDraft, string>>>({});
  const save = useSaveLink();
  const set = (part: Partial<LinkDraft>) => setDraft((d) => ({ ...d, ...part }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = validateFriendLink(draft);
    if (!check.ok) return setErrors({ [check.field as keyof LinkDraft]: check.message });
    const sortCheck = checkDisplaySort(draft.sort);
    if (!sortCheck.ok) return setErrors({ sort: sortCheck.message });
    setErrors({});
    save.mutate(
      { ...(link ? { friend_url_id: link.friend_url_id } : {}), title: draft.title, url: draft.url, sort: Number(draft.sort.trim()), status: draft.status === '1' ? 1 : 0 },
      { onSuccess: (saved) => (saved ? (showToast(OPS_MEDIA_MSG.linkSaved, 'success'), onDone()) : undefined) },
    );
  };

  return (
    <form className="gk-ops__form gk-ops__editor" noValidate onSubmit={submit} aria-labelledby="ops-link-editor-title">
      <h3 id="ops-link-editor-title">{link ? `编辑友情链接 #${link.friend_url_id}` : '添加友情链接'}</h3>
      <Input label="名称" autoComplete="off" maxLength={50} value={draft.title} error={errors.title} onChange={(e) => set({ title: e.target.value })} />
      <Input label="链接地址" autoComplete="off" maxLength={500} placeholder="https://…" value={draft.url} error={errors.url} onChange={(e) => set({ url: e.target.value })} />
      <Input label="排序" inputMode="numeric" autoComplete="off" hint="数字越大越靠前" value={draft.sort} error={errors.sort} onChange={(e) => set({ sort: e.target.value })} />
      <Select label="页脚显示" options={SHOWN} value={draft.status} onValueChange={(v) => set({ status: v === '0' ? '0' : '1' })} />
      <EditorActions saving={save.isPending} onCancel={onDone} />
    </form>
  );
}

/** What the footer will show: the shown links in its order, as links that open in a new tab. */
function FooterPreview({ links, contact }: { links: readonly OpsLink[]; contact: OpsContact | null }) {
  const shown = links.filter((l) => l.status === 1).slice(0, 30);
  return (
    <section className="gk-ops__preview" aria-labelledby="ops-footer-preview-title">
      <h3 id="ops-footer-preview-title">预览（页脚的样子）</h3>
      <div className="gk-ops__footer-preview">
        <div>
          <h4>友情链接</h4>
          {shown.length ? (
            <ul>
              {shown.map((l) => (
                <li key={l.friend_url_id}>
                  {/* As the footer does: only http(s) addresses become links (older rows were not checked on save). */}
                  {/^https?:\/\//i.test(l.url) ? (
                    <a href={l.url} target="_blank" rel="noopener noreferrer">
                      {l.title}
                    </a>
                  ) : (
                    l.title
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <p className="gk-ops__muted">{MSG.noFriendLinks}</p>
          )}
        </div>
        {contact ? (
          <figure>
            <img src={contact.ercode} alt="客服微信二维码（预览）" width={110} height={110} />
            <figcaption>扫码联系客服</figcaption>
          </figure>
        ) : null}
      </div>
    </section>
  );
}

const TYPE_LABEL = { 1: '类型 1（双日显示）', 2: '类型 2（单日显示）' } as const;

/** One QR slot: the image the footer shows on its days, and 更换 (an image file, checked here and by the server). */
function ContactSlot({ type, contact }: { type: 1 | 2; contact: OpsContact | null }) {
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const replace = useReplaceContact(setProgress);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > OPS_IMAGE_MAX_BYTES) return setMessage({ ok: false, text: OPS_MEDIA_MSG.imageTooLarge });
    if (file.type && !(OPS_IMAGE_TYPES as readonly string[]).includes(file.type)) return setMessage({ ok: false, text: OPS_MEDIA_MSG.imageType });
    setMessage(null);
    setProgress(0);
    replace.mutate(
      { type, file },
      {
        onSuccess: (reply) => setMessage({ ok: reply.status === 200, text: reply.msg }),
        onError: (err) => setMessage({ ok: false, text: err.message }),
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <div className="gk-ops__qr-slot">
      <h3>{TYPE_LABEL[type]}</h3>
      {contact ? <img src={contact.ercode} alt={`当前客服二维码，${TYPE_LABEL[type]}`} width={140} height={140} /> : <p className="gk-ops__muted">未设置：这些日子页脚不显示二维码</p>}
      <Input type="file" accept={OPS_IMAGE_TYPES.join(',')} label={`更换二维码图片（PNG、JPEG、WebP，不超过 2 MB）`} disabled={replace.isPending} onChange={choose} />
      <UploadStatus progress={progress} outcome={message} />
    </div>
  );
}

/**
 * 页脚管理: the footer's friendship links (add, edit, hide, delete after a confirmation) and the contact QR of each type
 * (replaced by an uploaded image), with a preview of the footer. The public footer reads them on its next load.
 */
export function FooterContent() {
  const links = useQuery(linksQuery());
  const contacts = useQuery(contactsQuery());
  const remove = useDeleteLink();
  const [editing, setEditing] = useState<OpsLink | 'new' | null>(null);
  const [deleting, setDeleting] = useState<OpsLink | null>(null);
  const rows = links.data?.data ?? [];
  const slots = contacts.data?.data ?? [];
  const [today] = useState(() => contactQrType(new Date()));

  const columns: OpsColumn<OpsLink>[] = [
    { header: 'ID', cell: (l) => l.friend_url_id },
    { header: '名称', cell: (l) => l.title },
    { header: '链接地址', cell: (l) => <span className="gk-ops__account-cell">{l.url}</span> },
    { header: '排序', cell: (l) => l.sort },
    { header: '状态', cell: (l) => (l.status === 1 ? '显示' : '隐藏') },
    {
      header: '操作',
      cell: (l) => (
        <span className="gk-ops__row-actions">
          <Button size="small" variant="outline" onClick={() => setEditing(l)} aria-label={`编辑友情链接 ${l.title}`}>
            编辑
          </Button>
          <Button size="small" variant="outline" tone="danger" onClick={() => setDeleting(l)} aria-label={`删除友情链接 ${l.title}`}>
            删除
          </Button>
        </span>
      ),
    },
  ];

  return (
    <section className="gk-ops__page">
      <h1>页脚管理</h1>
      <section className="gk-ops__part" aria-labelledby="ops-links-title">
        <h2 id="ops-links-title">
          友情链接<span className="gk-ops__muted">页脚最多显示 30 条，排序大的在前</span>
        </h2>
        {editing ? (
          <LinkEditor key={editing === 'new' ? 'new' : editing.friend_url_id} link={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        ) : (
          <p>
            <Button onClick={() => setEditing('new')}>添加友情链接</Button>
          </p>
        )}
        <OpsTable
          caption="友情链接列表"
          columns={columns}
          rows={links.data?.data}
          rowKey={(l) => l.friend_url_id}
          loading={links.isPending}
          error={links.isError}
          paging={{ page: 1, pageSize: 1000, total: rows.length, onPageChange: () => undefined }}
        />
      </section>
      <section className="gk-ops__part" aria-labelledby="ops-qr-title">
        <h2 id="ops-qr-title">
          客服二维码<span className="gk-ops__muted">页脚按北京时间日期单双显示类型 2 或类型 1</span>
        </h2>
        <div className="gk-ops__qr-slots">
          {([1, 2] as const).map((type) => (
            <ContactSlot key={type} type={type} contact={slots.find((s) => s.type === type)?.contact ?? null} />
          ))}
        </div>
      </section>
      <FooterPreview links={rows} contact={slots.find((s) => s.type === today)?.contact ?? null} />
      {deleting ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => (open ? undefined : setDeleting(null))}
          title="删除友情链接"
          message={<p>{`确认删除友情链接“${deleting.title}”？删除后页脚不再显示。`}</p>}
          confirmText="确认删除"
          tone="danger"
          confirmLoading={remove.isPending}
          onConfirm={() =>
            remove.mutate(deleting.friend_url_id, {
              onSuccess: () => showToast(OPS_MEDIA_MSG.linkDeleted, 'success'),
              onSettled: () => setDeleting(null),
            })
          }
        />
      ) : null}
    </section>
  );
}
