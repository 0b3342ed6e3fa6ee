import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { OpsContact, OpsLink, OpsVideo } from 'gaokao-contract';
import { AppRoutes } from '../../app/router';
import { OPS_TOKEN_KEY } from '../../lib/ops-token';
import { fakeServer, ok, type Seen } from '../../../test/fake-server';
import { renderWithQuery } from '../../../test/render';

beforeEach(() => sessionStorage.setItem(OPS_TOKEN_KEY, 'ops_tok'));
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const ME = () => ok({ operator: { operator_id: 3, name: 'editor1' } });
const calls = (seen: Seen[], path: string) => seen.filter((s) => s.path === path);

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <AppRoutes /> }], { initialEntries: [path] });
  renderWithQuery(<RouterProvider router={router} />);
  return router;
}

interface Sent {
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** The uploads' XMLHttpRequest (the network boundary of a raw file body): records what is sent, answers `reply`. */
function fakeUploads(reply: (url: string) => unknown): Sent[] {
  const sent: Sent[] = [];
  class FakeXhr {
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    responseText = '';
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(body: unknown) {
      sent.push({ url: this.url, headers: this.headers, body });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
      this.responseText = JSON.stringify(reply(this.url));
      queueMicrotask(() => this.onload?.());
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

const link = (part: Partial<OpsLink> = {}): OpsLink => ({ friend_url_id: 5, title: '阳光高考', url: 'https://gaokao.chsi.com.cn/', sort: 10, status: 1, ...part });
const contact = (part: Partial<OpsContact> = {}): OpsContact => ({ contant_user_id: 1, ercode: '/media/uploads/image-a-000000000001.png', type: 1, ...part });

describe('given 页脚管理 (/ops/footer)', () => {
  it('should check a link, add it, show it in the footer preview, and delete it after confirming', async () => {
    // An older row saved before addresses were checked: listed, but never a javascript: link in the preview.
    let links: OpsLink[] = [link(), link({ friend_url_id: 2, title: '旧链接', url: 'javascript:alert(1)', sort: 0 })];
    const seen = fakeServer({
      '/api/ops/me': ME,
      '/api/ops/links': () => ok({ total: links.length, data: links }),
      '/api/ops/contact': () => ok({ data: [{ type: 1, contact: contact() }, { type: 2, contact: contact({ contant_user_id: 2, type: 2, ercode: '/media/uploads/image-b-000000000002.jpg' }) }] }),
      '/api/ops/links/save': (body) => {
        const added = link({ friend_url_id: 6, title: body.title!, url: body.url!, sort: Number(body.sort), status: body.status === '1' ? 1 : 0 });
        links = [added, ...links];
        return ok(added, { msg: '友情链接已保存' });
      },
      '/api/ops/links/delete': (body) => {
        links = links.filter((l) => String(l.friend_url_id) !== body.friend_url_id);
        return ok(null, { msg: '友情链接已删除' });
      },
    });
    renderAt('/ops/footer');
    await screen.findByRole('heading', { level: 1, name: '页脚管理' });
    const table = await screen.findByRole('table', { name: '友情链接列表' });
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('阳光高考');
    const preview = screen.getByRole('region', { name: '预览（页脚的样子）' });
    expect(within(preview).getByRole('link', { name: '阳光高考' }).getAttribute('href')).toBe('https://gaokao.chsi.com.cn/');
    expect(within(preview).getByText('旧链接').closest('a')).toBeNull();

    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: '添加友情链接' }));
    const form = await screen.findByRole('form', { name: '添加友情链接' });
    await u.click(within(form).getByRole('button', { name: '保存' }));
    expect(within(form).getByRole('alert').textContent).toBe('请输入链接名称');
    await u.type(within(form).getByLabelText('名称'), '教育部');
    await u.type(within(form).getByLabelText('链接地址'), 'javascript:alert(1)');
    await u.click(within(form).getByRole('button', { name: '保存' }));
    expect(within(form).getByRole('alert').textContent).toBe('链接地址应以 http:// 或 https:// 开头');
    await u.clear(within(form).getByLabelText('链接地址'));
    await u.type(within(form).getByLabelText('链接地址'), 'https://www.moe.gov.cn/');
    await u.clear(within(form).getByLabelText('排序'));
    await u.type(within(form).getByLabelText('排序'), '20');
    expect(calls(seen, '/api/ops/links/save')).toHaveLength(0);
    await u.click(within(form).getByRole('button', { name: '保存' }));
    await screen.findByText('友情链接已保存');
    expect(calls(seen, '/api/ops/links/save')[0]?.body).toEqual({ title: '教育部', url: 'https://www.moe.gov.cn/', sort: '20', status: '1' });
    await waitFor(() => expect(within(screen.getByRole('region', { name: '预览（页脚的样子）' })).getAllByRole('link').map((a) => a.textContent)).toEqual(['教育部', '阳光高考']));
    expect(within(screen.getByRole('region', { name: '预览（页脚的样子）' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['教育部', '阳光高考', '旧链接']);
    expect(screen.queryByRole('form', { name: '添加友情链接' })).toBeNull();

    await u.click(screen.getByRole('button', { name: '删除友情链接 教育部' }));
    const confirm = await screen.findByRole('alertdialog', { name: '删除友情链接' });
    expect(confirm.textContent).toContain('确认删除友情链接“教育部”？删除后页脚不再显示。');
    await u.click(within(confirm).getByRole('button', { name: '确认删除' }));
    await screen.findByText('友情链接已删除');
    expect(calls(seen, '/api/ops/links/delete')[0]?.body).toEqual({ friend_url_id: '6' });
    await waitFor(() => expect(within(screen.getByRole('table', { name: '友情链接列表' })).getAllByRole('row')).toHaveLength(3));
  });

  it('should show the QR of each type, refuse a file that is no image here, and replace one by uploading the image with the operator token', async () => {
    let current = contact();
    fakeServer({
      '/api/ops/me': ME,
      '/api/ops/links': () => ok({ total: 0, data: [] }),
      '/api/ops/contact': () => ok({ data: [{ type: 1, contact: current }, { type: 2, contact: null }] }),
    });
    const sent = fakeUploads(() => {
      current = contact({ ercode: '/media/uploads/image-c-000000000003.png' });
      return ok(current, { msg: '客服二维码已更换' });
    });
    renderAt('/ops/footer');
    const img = await screen.findByRole('img', { name: '当前客服二维码，类型 1（双日显示）' });
    expect(img.getAttribute('src')).toBe('/media/uploads/image-a-000000000001.png');
    expect(screen.getByText('未设置：这些日子页脚不显示二维码')).toBeTruthy();
    const inputs = screen.getAllByLabelText('更换二维码图片（PNG、JPEG、WebP，不超过 2 MB）');

    fireEvent.change(inputs[0]!, { target: { files: [new File(['<svg/>'], 'qr.svg', { type: 'image/svg+xml' })] } });
    expect((await screen.findByText('仅支持 PNG、JPEG、WebP 格式的图片')).getAttribute('role')).toBe('status');
    expect(sent).toHaveLength(0);

    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'qr.png', { type: 'image/png' });
    fireEvent.change(inputs[0]!, { target: { files: [png] } });
    expect((await screen.findByText('客服二维码已更换')).getAttribute('role')).toBe('status');
    expect(sent).toEqual([{ url: '/api/ops/contact/upload?type=1', headers: { authorization: 'ops_tok', 'content-type': 'application/octet-stream' }, body: png }]);
    await waitFor(() => expect(screen.getByRole('img', { name: '当前客服二维码，类型 1（双日显示）' }).getAttribute('src')).toBe('/media/uploads/image-c-000000000003.png'));
  });
});

const video = (part: Partial<OpsVideo> = {}): OpsVideo => ({
  videoseet_id: 9,
  title: '志愿填报讲座',
  imgurl: '',
  video_url: '/media/uploads/video-a-000000000009.mp4',
  status: 1,
  sort: 26,
  create_time: { iso: '2026-11-28T02:00:00.000Z', china: '2026-11-28 10:00:00' },
  ...part,
});

describe('given 视频管理 (/ops/videos)', () => {
  it('should check and upload a video with its title, preview it in a player, rename it and delete it after confirming', async () => {
    let videos: OpsVideo[] = [];
    const seen = fakeServer({
      '/api/ops/me': ME,
      '/api/ops/videos': () => ok({ total: videos.length, data: videos }),
      '/api/ops/videos/save': (body) => {
        videos = [video({ title: body.title!, status: body.status === '1' ? 1 : 0, sort: Number(body.sort) })];
        return ok(videos[0], { msg: '视频已保存' });
      },
      '/api/ops/videos/delete': () => {
        videos = [];
        return ok(null, { msg: '视频已删除' });
      },
    });
    const sent = fakeUploads(() => {
      videos = [video()];
      return ok(videos[0], { msg: '视频已上传' });
    });
    renderAt('/ops/videos');
    await screen.findByRole('heading', { level: 1, name: '视频管理' });
    await screen.findByText('共 0 个视频');
    const form = screen.getByRole('form', { name: '上传视频' });
    const u = userEvent.setup();
    await u.click(within(form).getByRole('button', { name: '上传视频' }));
    expect(within(form).getByRole('alert').textContent).toBe('请输入视频标题');
    await u.type(within(form).getByLabelText('视频标题'), '志愿填报讲座');
    await u.click(within(form).getByRole('button', { name: '上传视频' }));
    expect(within(form).getByRole('alert').textContent).toBe('请选择视频文件');
    const fileInput = within(form).getByLabelText('视频文件（MP4、WebM，不超过 200 MB）');
    fireEvent.change(fileInput, { target: { files: [new File(['x'], 'a.avi', { type: 'video/x-msvideo' })] } });
    await u.click(within(form).getByRole('button', { name: '上传视频' }));
    expect(within(form).getByRole('alert').textContent).toBe('仅支持 MP4、WebM 格式的视频');
    const mp4 = new File([new Uint8Array([0, 0, 0, 0x18])], 'talk.mp4', { type: 'video/mp4' });
    fireEvent.change(fileInput, { target: { files: [mp4] } });
    expect(sent).toHaveLength(0);
    await u.click(within(form).getByRole('button', { name: '上传视频' }));
    await waitFor(() => expect(within(form).getByRole('status').textContent).toBe('视频已上传'));
    expect(sent).toEqual([{ url: `/api/ops/videos/upload?title=${encodeURIComponent('志愿填报讲座')}`, headers: { authorization: 'ops_tok', 'content-type': 'application/octet-stream' }, body: mp4 }]);
    const table = await screen.findByRole('table', { name: '视频列表' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(within(table).getAllByRole('row')[1]!).getAllByRole('cell').slice(0, 5).map((c) => c.textContent)).toEqual(['9', '志愿填报讲座', '显示', '26', '2026-11-28 10:00:00']);

    await u.click(screen.getByRole('button', { name: '预览视频 志愿填报讲座' }));
    const player = await screen.findByLabelText('视频 志愿填报讲座');
    expect(player.tagName).toBe('VIDEO');
    expect(player.getAttribute('src')).toBe('/media/uploads/video-a-000000000009.mp4');

    await u.click(screen.getByRole('button', { name: '编辑视频 志愿填报讲座' }));
    const editor = await screen.findByRole('form', { name: '编辑视频 #9' });
    await u.clear(within(editor).getByLabelText('视频标题'));
    await u.click(within(editor).getByRole('button', { name: '保存' }));
    expect(within(editor).getByRole('alert').textContent).toBe('请输入视频标题');
    await u.type(within(editor).getByLabelText('视频标题'), '讲座回放');
    await u.clear(within(editor).getByLabelText('排序'));
    await u.type(within(editor).getByLabelText('排序'), '第一');
    await u.click(within(editor).getByRole('button', { name: '保存' }));
    expect(within(editor).getByRole('alert').textContent).toBe('排序须在-9999到9999之间');
    await u.clear(within(editor).getByLabelText('排序'));
    await u.type(within(editor).getByLabelText('排序'), '30');
    expect(calls(seen, '/api/ops/videos/save')).toHaveLength(0);
    await u.click(within(editor).getByRole('button', { name: '保存' }));
    await screen.findByText('视频已保存');
    expect(calls(seen, '/api/ops/videos/save')[0]?.body).toEqual({ videoseet_id: '9', title: '讲座回放', status: '1', sort: '30' });

    await u.click(await screen.findByRole('button', { name: '删除视频 讲座回放' }));
    const confirm = await screen.findByRole('alertdialog', { name: '删除视频' });
    expect(confirm.textContent).toContain('确认删除视频《讲座回放》？上传的视频文件将一并删除，首页不再显示。');
    await u.click(within(confirm).getByRole('button', { name: '确认删除' }));
    await screen.findByText('视频已删除');
    expect(calls(seen, '/api/ops/videos/delete')[0]?.body).toEqual({ videoseet_id: '9' });
    await screen.findByText('共 0 个视频');
  });
});

describe('given 数据发布 (/ops/seasons)', () => {
  const report = { rows: 2, valid: 2, duplicates: 0, errors: [], error_count: 0, warnings: [] };
  const stage = (status: 'staged' | 'published') => ({
    stage_id: 7,
    file: 'admissions.csv',
    kind: 'admissions',
    status,
    operator_name: 'editor1',
    created_at: { iso: '2026-11-28T02:00:00.000Z', china: '2026-11-28 10:00:00' },
    published_version: status === 'published' ? 'v1' : null,
    report,
  });

  it('should say what the server is doing after the bytes are sent (校验) and while it publishes, until each answer comes', async () => {
    let published = false;
    let releasePublish: () => void = () => undefined;
    const publishAnswered = new Promise<void>((resolve) => (releasePublish = resolve));
    fakeServer({
      '/api/ops/me': ME,
      '/api/ops/seasons': () => ok({ live_version: published ? 'v2' : 'v1', previous_version: published ? 'v1' : null, stages: [stage(published ? 'published' : 'staged')] }),
      '/api/ops/seasons/diff': () => ok({ live_version: 'v1', rows: [{ province: '河北', kind: 'admissions', added: 2, changed: 0, removed: 0 }], samples: [] }),
      '/api/ops/seasons/publish': async () => {
        await publishAnswered;
        published = true;
        return ok({ before: 'v1', after: 'v2' }, { msg: '新数据已发布，各实例将自动重建索引' });
      },
    });
    // Every byte is sent at once; the server's answer (its validation) waits until the test lets it through.
    let answer: () => void = () => undefined;
    class SlowXhr {
      upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      responseText = '';
      open() {}
      setRequestHeader() {}
      send() {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 10, total: 10 });
        answer = () => {
          this.responseText = JSON.stringify(ok(stage('staged'), { msg: '数据文件已通过校验，可查看差异后发布' }));
          this.onload?.();
        };
      }
    }
    vi.stubGlobal('XMLHttpRequest', SlowXhr);
    renderAt('/ops/seasons');
    await screen.findByRole('heading', { level: 1, name: '数据发布' });
    const input = screen.getByLabelText('上传数据文件（.csv、.xlsx、.xls）');
    fireEvent.change(input, { target: { files: [new File(['省份,年份\n'], 'admissions.csv', { type: 'text/csv' })] } });
    const validating = await screen.findByText(/上传完成，正在校验/);
    expect(validating.closest('[role="status"]')?.textContent).toMatch(/已用时 \d+ 秒/);
    expect(screen.queryByText(/上传进度/)).toBeNull();
    answer();
    await screen.findByText('数据文件已通过校验，可查看差异后发布');
    expect(screen.queryByText(/正在校验/)).toBeNull();

    const u = userEvent.setup();
    await u.click(within(await screen.findByRole('table', { name: '最近上传的数据文件' })).getByRole('button', { name: '发布' }));
    await u.click(within(await screen.findByRole('alertdialog', { name: '发布数据' })).getByRole('button', { name: '确认发布' }));
    await screen.findByText(/正在发布：写入新数据并计算差异/);
    releasePublish();
    await waitFor(() => expect(screen.queryByText(/正在发布/)).toBeNull());
    await screen.findByText(/可回滚到版本 v1/);
  });
  const source = { title: '河北省2034年普通高考成绩分段统计表（物理科目组合）', publisher: '河北省教育考试院', url: 'https://www.hebeea.edu.cn/html/2034/rank.html' };
  const rankStage = (publication: (typeof source & { source_id: string }) | null) => ({ ...stage('staged'), file: 'rank-2034.csv', kind: 'rank-tables', publication });

  it('should send the 出处 typed beside the file with the upload and show it in the report and the list', async () => {
    let uploaded = false;
    const credited = rankStage({ source_id: 'ops-season-7', ...source });
    fakeServer({
      '/api/ops/me': ME,
      '/api/ops/seasons': () => ok({ live_version: 'v1', previous_version: null, stages: uploaded ? [credited] : [] }),
      '/api/ops/seasons/diff': () => ok({ live_version: 'v1', rows: [{ province: '河北', kind: 'rank-tables', added: 2, changed: 0, removed: 0 }], samples: [] }),
    });
    const sent = fakeUploads(() => {
      uploaded = true;
      return ok(credited, { msg: '数据文件已通过校验，可查看差异后发布' });
    });
    renderAt('/ops/seasons');
    await screen.findByRole('heading', { level: 1, name: '数据发布' });
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('出处标题'), source.title);
    await u.type(screen.getByLabelText('发布机构'), source.publisher);
    await u.type(screen.getByLabelText('网址'), 'ftp://www.hebeea.edu.cn/rank.csv');
    const file = () => ({ target: { files: [new File(['province,year\n'], 'rank-2034.csv', { type: 'text/csv' })] } });
    // A bad address is refused before any byte is sent.
    fireEvent.change(screen.getByLabelText('上传数据文件（.csv、.xlsx、.xls）'), file());
    expect(await screen.findByText('出处网址应以 http:// 或 https:// 开头')).toBeTruthy();
    expect(sent).toHaveLength(0);

    await u.clear(screen.getByLabelText('网址'));
    await u.type(screen.getByLabelText('网址'), source.url);
    fireEvent.change(screen.getByLabelText('上传数据文件（.csv、.xlsx、.xls）'), file());
    await screen.findByText('数据文件已通过校验，可查看差异后发布');
    expect(sent).toHaveLength(1);
    const query = new URL(sent[0]!.url, 'http://site.test').searchParams;
    expect(Object.fromEntries(query)).toEqual({ name: 'rank-2034.csv', source_title: source.title, source_publisher: source.publisher, source_url: source.url });

    const report = screen.getByLabelText('rank-2034.csv 校验报告');
    expect(within(report).getByText(`出处：${source.title}（${source.publisher}）`, { exact: false })).toBeTruthy();
    expect(within(report).getByRole('link', { name: source.url }).getAttribute('href')).toBe(source.url);
    expect(within(report).getByText(/发布后，文件中的一分一段表将标为真实数据/)).toBeTruthy();
    const list = await screen.findByRole('table', { name: '最近上传的数据文件' });
    expect(await within(list).findByText(`${source.title}（${source.publisher}）`)).toBeTruthy();
  });

  it('should say before publishing a 一分一段 table without 出处 that it will be labelled 演示数据', async () => {
    fakeServer({
      '/api/ops/me': ME,
      '/api/ops/seasons': () => ok({ live_version: 'v1', previous_version: null, stages: [rankStage(null)] }),
      '/api/ops/seasons/diff': () => ok({ live_version: 'v1', rows: [], samples: [] }),
    });
    renderAt('/ops/seasons');
    const report = await screen.findByLabelText('rank-2034.csv 校验报告');
    expect(within(report).getByText('出处：未填写')).toBeTruthy();
    const u = userEvent.setup();
    await u.click(within(await screen.findByRole('table', { name: '最近上传的数据文件' })).getByRole('button', { name: '发布' }));
    const dialog = await screen.findByRole('alertdialog', { name: '发布数据' });
    expect(within(dialog).getByText(/未填写出处：发布后这些一分一段表标为演示数据/)).toBeTruthy();
  });
});
