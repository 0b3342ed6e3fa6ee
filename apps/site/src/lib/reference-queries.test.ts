import { describe, expect, it } from 'vitest';
import { provinceBatches } from 'gaokao-domain';
import { fakeServer, ok } from '../../test/fake-server';
import { createQueryClient } from './query';
import { batchesQuery, provincesQuery } from './reference-queries';

// The home form and 修改志愿信息 read these through one definition each, so a shared cache entry has one meaning.
describe('batchesQuery', () => {
  const cases: Array<{ name: string; reply: () => unknown; batchType: string; province: string; expected: string[] }> = [
    { name: 'the server’s own names', reply: () => ok({ batch_arr: ['本科普通批', '专科普通批'] }), batchType: '普通类', province: '上海', expected: ['本科普通批', '专科普通批'] },
    { name: 'an empty answer falls back to the province’s table', reply: () => ok({ batch_arr: [] }), batchType: '普通类', province: '浙江', expected: provinceBatches('浙江', '普通类') },
    { name: 'a failed call falls back as well', reply: () => new Response('', { status: 502 }), batchType: '普通类', province: '天津', expected: provinceBatches('天津', '普通类') },
    { name: '高职单招 falls back to the 专科 batches only', reply: () => ok({ batch_arr: [] }), batchType: '高职单招', province: '海南', expected: provinceBatches('海南', '高职单招') },
  ];
  it.each(cases)('$name', async ({ reply, batchType, province, expected }) => {
    const seen = fakeServer({ '/api/Admin.Config/groupFind': reply });
    const client = createQueryClient();
    expect(await client.fetchQuery(batchesQuery(batchType, province))).toEqual(expected);
    expect(seen[0]?.body).toEqual({ batch_type: batchType, province });
  });

  it('should fall back to tables that differ by province (the fallback is not a constant)', () => {
    expect(provinceBatches('天津', '普通类')).not.toEqual(provinceBatches('河北', '普通类'));
    expect(provinceBatches('海南', '高职单招')).toEqual(['高职（专科）批']);
  });
});

describe('provincesQuery', () => {
  it('should keep the names the server sends and drop anything else', async () => {
    fakeServer({ '/api/Colleges/getProvince': () => ok(['河北', 3, '广东']) });
    expect(await createQueryClient().fetchQuery(provincesQuery())).toEqual(['河北', '广东']);
  });
});
