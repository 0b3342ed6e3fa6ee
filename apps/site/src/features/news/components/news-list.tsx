import { useState } from 'react';
import { textMaxLength } from 'gaokao-contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { MSG } from 'gaokao-domain';
import { Button, Input, Loading, Pagination } from 'gaokao-ui';
import { NEWS_PAGE_SIZE, newsPageQuery } from '../api/news-api';
import { newsDate } from '../../../lib/news-date';
import * as paths from '../../../config/paths';
import { href } from '../../../config/href';
import { useAddressSearch } from '../../../lib/address';

/** 高考资讯 (/zixun): search by title; cards with picture, title and date; 100 a page. Title and page in the address. */
export function NewsList() {
  const [search, setSearch] = useAddressSearch(useSearchParams());
  const title = search.get('title') ?? '';
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const [text, setText] = useState(title);
  const [seen, setSeen] = useState(title);
  if (seen !== title) {
    setSeen(title);
    setText(title);
  }
  const news = useQuery({ ...newsPageQuery(page, title), placeholderData: keepPreviousData });
  const go = (next: { title?: string; page?: number }) =>
    setSearch((prev) => {
      const out = new URLSearchParams(prev);
      const t = next.title ?? title;
      const p = next.title !== undefined && next.title !== title ? 1 : (next.page ?? page);
      if (t) out.set('title', t);
      else out.delete('title');
      if (p > 1) out.set('page', String(p));
      else out.delete('page');
      return out;
    });
  const items = news.data?.data ?? [];
  return (
    <section className="gk-container gk-page gk-news-page" aria-labelledby="zixun-title">
      <h1 id="zixun-title">高考资讯</h1>
      <form
        className="gk-q-filters"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          go({ title: text.trim() });
        }}
      >
        <Input label="标题" placeholder="请输入资讯标题" size="small" maxLength={textMaxLength('newsList', 'title')} value={text} onChange={(e) => setText(e.target.value)} />
        <Button type="submit" size="small">
          搜索
        </Button>
      </form>
      <div aria-busy={news.isFetching || undefined}>
        {news.isFetching ? <Loading /> : null}
        {!news.isFetching && items.length === 0 ? <p className="gk-muted">{MSG.noNews}</p> : null}
        <ul className="gk-news-cards" aria-label="资讯列表">
          {items.map((item) => (
            <li key={item.infomation_id}>
              <a href={href(paths.wenDetail, { n: item.infomation_id })} target="_blank" rel="noopener">
                {item.imgurl ? <img src={item.imgurl} alt="" width={320} height={180} loading="lazy" /> : <span className="gk-news-cards__ph" aria-hidden="true" />}
                <span className="gk-news-cards__title">{item.title}</span>
              </a>
              {item.time ? <time dateTime={item.time}>{newsDate(item.time)}</time> : null}
            </li>
          ))}
        </ul>
      </div>
      {news.data ? <Pagination page={page} pageSize={NEWS_PAGE_SIZE} total={news.data.total} onPageChange={(p) => go({ page: p })} /> : null}
    </section>
  );
}
