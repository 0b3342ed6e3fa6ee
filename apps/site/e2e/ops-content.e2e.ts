import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { e2eSuite } from './harness';
import { expectClean, operatorPage } from './ops-helpers';
import { serverDir } from './server';
import { post } from './volunteer-helpers/api';

/**
 * 页脚管理 and 视频管理 in the operator console against the real server: an operator adds a friendship link and
 * replaces the contact QR with an uploaded image, and the family's footer shows both on its next load (no restart);
 * uploads a video into the server's media folder, previews it, and the home page's list has it until it is deleted
 * after a confirmation; axe and no sideways scrolling at 1280 and 375 px.
 */
const suite = e2eSuite({ server: 'own' });

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe('footer content and videos in the operator console', () => {
  it('adds a link and replaces the QR that the family footer then shows; uploads, previews and deletes a video; axe at 1280 and 375 px', async () => {
    // The operator the run's setup made by the admin command (e2e/global-setup.ts).
    const page = await operatorPage(suite);

    // 页脚管理: a link first in the footer's order, and the QR of both types.
    await page.getByRole('navigation', { name: '运营后台' }).getByRole('link', { name: '页脚管理' }).click();
    await page.getByRole('heading', { level: 1, name: '页脚管理' }).waitFor();
    await page.getByRole('table', { name: '友情链接列表' }).waitFor();
    await expectClean(page, 'footer content at 1280 px');
    await page.getByRole('button', { name: '添加友情链接' }).click();
    const editor = page.getByRole('form', { name: '添加友情链接' });
    await editor.getByLabel('名称').fill('阳光高考平台');
    await editor.getByLabel('链接地址').fill('https://gaokao.chsi.com.cn/');
    await editor.getByLabel('排序').fill('9999');
    await expectClean(page, 'link editor at 1280 px');
    await editor.getByRole('button', { name: '保存' }).click();
    await page.getByText('友情链接已保存').first().waitFor();
    const inputs = page.getByLabel('更换二维码图片（PNG、JPEG、WebP，不超过 2 MB）');
    for (const i of [0, 1]) {
      await inputs.nth(i).setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: PNG });
      await page.getByRole('status').filter({ hasText: '客服二维码已更换' }).nth(i).waitFor();
    }
    const preview = page.getByRole('region', { name: '预览（页脚的样子）' });
    expect(await preview.getByRole('link').first().innerText()).toBe('阳光高考平台');
    expect(await preview.getByRole('img').getAttribute('src')).toMatch(/^\/media\/uploads\/image-[0-9a-z]+-[0-9a-f]{12}\.png$/);
    await page.setViewportSize({ width: 375, height: 800 });
    await expectClean(page, 'footer content at 375 px');

    // The family's footer, in another tab, without any restart.
    const family = await suite.page({ width: 1280, province: null });
    await family.goto(`${suite.server.url}/aboutus`);
    const footer = family.getByRole('contentinfo');
    await footer.getByRole('link', { name: '阳光高考平台' }).waitFor();
    const qr = footer.getByRole('img', { name: '客服微信二维码' });
    expect(await qr.getAttribute('src')).toMatch(/^\/media\/uploads\/image-/);
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

    // 视频管理: the demo lecture clip uploaded as a new video.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('navigation', { name: '运营后台' }).getByRole('link', { name: '视频管理' }).click();
    await page.getByRole('heading', { level: 1, name: '视频管理' }).waitFor();
    await page.getByRole('table', { name: '视频列表' }).waitFor();
    await expectClean(page, 'videos at 1280 px');
    const upload = page.getByRole('form', { name: '上传视频' });
    await upload.getByLabel('视频标题').fill('志愿填报讲座（e2e）');
    await upload.getByLabel('视频文件（MP4、WebM，不超过 200 MB）').setInputFiles({ name: 'lecture.webm', mimeType: 'video/webm', buffer: readFileSync(path.join(serverDir, 'data', 'media', 'demo-lecture.webm')) });
    await upload.getByRole('button', { name: '上传视频' }).click();
    await upload.getByRole('status').filter({ hasText: '视频已上传' }).waitFor();
    // The console lists newest first; the family's calls serve it at once.
    const firstRow = page.getByRole('table', { name: '视频列表' }).getByRole('row').nth(1);
    await firstRow.filter({ hasText: '志愿填报讲座（e2e）' }).waitFor();
    const videoId = Number(await firstRow.getByRole('cell').first().innerText());
    const detail = await post<{ title: string; video_url: string }>(suite.server, '/api/VideoSeet/detail', { videoseet_id: videoId });
    // First in the home page's list (an upload gets the highest order).
    expect((await post<{ data: { videoseet_id: number }[] }>(suite.server, '/api/VideoSeet/index', { page: 1, limit: 6, status: 1 })).data?.data[0]?.videoseet_id).toBe(videoId);
    expect(detail.data).toMatchObject({ title: '志愿填报讲座（e2e）', video_url: expect.stringMatching(/^\/media\/uploads\/video-.*\.webm$/) });
    await page.getByRole('button', { name: '预览视频 志愿填报讲座（e2e）' }).click();
    const player = page.getByLabel('视频 志愿填报讲座（e2e）', { exact: true });
    await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    expect(await player.evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBe(6);
    await expectClean(page, 'video preview at 1280 px');
    await page.setViewportSize({ width: 375, height: 800 });
    await expectClean(page, 'videos at 375 px');
    await page.getByRole('button', { name: '删除视频 志愿填报讲座（e2e）' }).click();
    const confirm = page.getByRole('alertdialog', { name: '删除视频' });
    await expectClean(page, 'delete confirmation at 375 px');
    await confirm.getByRole('button', { name: '确认删除' }).click();
    await page.getByText('视频已删除').first().waitFor();
    expect((await post(suite.server, '/api/VideoSeet/detail', { videoseet_id: videoId })).status).toBe(404);
    expect((await fetch(`${suite.server.url}${detail.data!.video_url}`)).status).toBe(404);
  }, 360_000);
});
