import { describe, expect, it } from 'vitest';
import { sourceItem, type Publication } from './data-sources';

const pub = (over: Partial<Publication>): Publication => ({
  source_id: 'official-x',
  province: '湖北',
  year: 2025,
  group_d: '物理类',
  kind: 'lines',
  title: '湖北省2025年投档线',
  publisher: '湖北省教育考试院',
  url: 'https://www.hbea.edu.cn/x.html',
  date: '2025-07-20',
  ...over,
});

describe('sourceItem', () => {
  it('should show a publication as the data names it', () => {
    expect(sourceItem(pub({}))).toEqual({ id: 'official-x|2025', title: '湖北省2025年投档线', publisher: '湖北省教育考试院', date: '2025-07-20', url: 'https://www.hbea.edu.cn/x.html' });
  });

  it('should say so when the data credits a publication by its id alone, never an empty line', () => {
    const item = sourceItem(pub({ source_id: 'official-hubei-undergraduate-filing-2025-physics', title: '', publisher: '', url: '', date: '' }));
    expect(item.title).toBe('出处未注明：数据只记录了编号，未记录标题、发布者与网址（编号 official-hubei-undergraduate-filing-2025-physics）');
    expect(item.publisher).toBe('湖北2025年物理类');
  });
});
