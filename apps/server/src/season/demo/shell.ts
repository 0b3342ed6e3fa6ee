import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { sanitizeRichHtml } from '../../content/sanitize';
import { DEMO_PLAN_YEAR } from './generate';
import { DEMO_VIDEO_FILE, MEDIA_PREFIX } from '../../media';

const TOPICS = [
  ['志愿填报', '如何用位次而不是分数来选择院校', '分数每年都在变，位次更能反映你在全省考生中的位置。填报时先把分数换算成位次，再对照院校近三年的最低录取位次。'],
  ['新高考', '3+1+2模式下的选科与专业限制', '首选科目物理或历史决定了可报考的专业范围，再选科目则会影响部分专业的报考资格，请仔细阅读专业的选科要求。'],
  ['冲稳保', '冲、稳、保三类志愿怎样搭配更合理', '一般建议冲刺志愿占两到三成，稳妥志愿占四成左右，保底志愿不少于三成，并确保保底院校的预估线明显低于自己的分数。'],
  ['专业选择', '热门专业一定适合你吗', '专业选择要兼顾兴趣、能力和就业前景。可以先做职业兴趣测评，再结合专业介绍和课程设置综合判断。'],
  ['征集志愿', '什么是征集志愿，错过了还有机会吗', '批次录取结束后仍有计划未完成的院校会公开征集志愿，落榜考生可以关注考试院发布的征集计划。'],
  ['院校信息', '读懂招生章程中的关键条款', '招生章程会写明调剂规则、体检要求、单科成绩要求和收费标准，填报前务必逐条阅读。'],
  ['位次换算', '一分一段表的正确用法', '一分一段表给出了每个分数的人数和累计人数，累计人数就是该分数对应的最低位次。'],
  ['专科批', '专科批志愿填报要点', '专科批院校更看重专业与就业的对应关系，可以重点关注院校的实训条件和合作企业。'],
  ['强基计划', '强基计划与综合评价招生简介', '强基计划面向有志于服务国家重大战略需求且综合素质优秀或基础学科拔尖的学生。'],
  ['填报时间', '各批次志愿填报时间安排提醒', '志愿填报一般在成绩公布后几天内开始，请以本省教育考试院的通知为准，避免错过填报时间。'],
] as const;

const svg = (text: string, color: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="${color}"/><text x="160" y="100" font-size="24" text-anchor="middle" fill="#fff" font-family="sans-serif">${text}</text></svg>`)}`;

/** The demo lecture clip, served by the server itself (apps/server/data/media, see app.ts). */
export const DEMO_VIDEO_URL = `${MEDIA_PREFIX}${DEMO_VIDEO_FILE}`;

/**
 * Demo news dates: the newest on 20 June of the demo's plan year (the filling season the data describes), then one
 * every three days backwards, so the list reads newest first and no date lies after the data's season.
 */
export function demoNewsTime(i: number): Date {
  return new Date(Date.UTC(DEMO_PLAN_YEAR, 5, 20, 1, 0, 0) - i * 3 * 86_400_000);
}

/**
 * Fills the server's shell-content tables (news, videos, friend links, the about page) with the demo set's own texts,
 * only where a table is still empty, so an operator's content is never overwritten. No contact QR record is made: the
 * demo has no customer service, and the footer shows a QR only when the server returns one. Rows an older demo seed
 * wrote (a placeholder QR tile, videos on an outside host, news dates out of order) are mended.
 */
export async function seedShellContent(db: Kysely<Database>): Promise<void> {
  await mendOldDemoRows(db);
  const empty = async (t: 'infomation' | 'videoseet' | 'friend_url' | 'adbot_detail') => {
    const r = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(t)}`.execute(db);
    return (r.rows[0]?.n ?? 0) === 0;
  };
  if (await empty('infomation')) {
    const rows = Array.from({ length: 36 }, (_, i) => {
      const [tag, title, lead] = TOPICS[i % TOPICS.length] as readonly [string, string, string];
      const day = demoNewsTime(i);
      return {
        title: i < TOPICS.length ? `【${tag}】${title}` : `【${tag}】${title}（${Math.floor(i / TOPICS.length) + 1}）`,
        source: '演示数据',
        imgurl: svg(tag, ['#1f5fbf', '#2e7d32', '#b22222', '#6a1b9a'][i % 4] as string),
        content: sanitizeRichHtml(
          `<p><strong>${lead}</strong></p><h3>要点</h3><ul><li>先确定自己的位次区间</li><li>查看院校近三年录取情况</li><li>关注专业的选科要求与学费</li></ul><p>本文为演示数据，仅供体验功能。</p>`,
        ),
        isTuijian: i < 12 ? 1 : 0,
        status: 1,
        time: day,
        // One sort value: the list is ordered by date, newest first.
        sort: 0,
      };
    });
    await db.insertInto('infomation').values(rows).execute();
  }
  if (await empty('videoseet')) {
    const titles = ['志愿填报入门', '位次法详解', '冲稳保策略', '新高考选科', '专业怎么选', '院校层次怎么看', '征集志愿说明', '专科批填报', '招生章程解读', '一分一段表使用'];
    const rows = Array.from({ length: 26 }, (_, i) => ({
      title: `${titles[i % titles.length]}${i >= titles.length ? `（第${Math.floor(i / titles.length) + 1}讲）` : ''}`,
      imgurl: svg('演示视频', '#37474f'),
      video_url: DEMO_VIDEO_URL,
      status: 1,
      sort: i,
    }));
    await db.insertInto('videoseet').values(rows).execute();
  }
  if (await empty('friend_url')) {
    const links = [
      ['中国教育考试网', 'https://www.neea.edu.cn'],
      ['阳光高考', 'https://gaokao.chsi.com.cn'],
      ['教育部', 'http://www.moe.gov.cn'],
      ['河北省教育考试院', 'http://www.hebeea.edu.cn'],
      ['中国研究生招生信息网', 'https://yz.chsi.com.cn'],
    ];
    await db.insertInto('friend_url').values(links.map(([title, url], i) => ({ title: title as string, url: url as string, status: 1, sort: i }))).execute();
  }
  if (await empty('adbot_detail')) {
    await db
      .insertInto('adbot_detail')
      .values({
        title: '关于我们',
        content: sanitizeRichHtml(
          '<h2>关于我们</h2><p>高考志愿填报助手是一个开源的志愿填报工具，帮助考生和家长把预估分数换算成位次，查看院校和专业近三年的录取情况，制订冲、稳、保搭配合理的志愿方案。</p><p>站内的演示数据由程序生成，仅用于体验功能；正式填报请以各省教育考试院公布的数据为准。</p>',
        ),
      })
      .execute();
  }
}

/** What an older demo seed wrote and the current one does not: mended in place, an operator's own rows untouched. */
async function mendOldDemoRows(db: Kysely<Database>): Promise<void> {
  // The placeholder QR tile (an SVG reading 客服二维码): not a QR code.
  await db.deleteFrom('contant_user').where('ercode', 'like', `data:image/svg+xml%${encodeURIComponent('客服二维码')}%`).execute();
  // Lecture videos on a host that never served them.
  await db.updateTable('videoseet').set({ video_url: DEMO_VIDEO_URL }).where('video_url', 'like', 'https://media.example.com/demo/%').execute();
  // Demo news dated after the data's season, in random order.
  const stale = await db
    .selectFrom('infomation')
    .select('infomation_id')
    .where('source', '=', '演示数据')
    .where('time', '>', demoNewsTime(0))
    .executeTakeFirst();
  if (stale) {
    const rows = await db.selectFrom('infomation').select('infomation_id').where('source', '=', '演示数据').orderBy('infomation_id').execute();
    for (const [i, r] of rows.entries()) await db.updateTable('infomation').set({ time: demoNewsTime(i), sort: 0 }).where('infomation_id', '=', r.infomation_id).execute();
  }
}
