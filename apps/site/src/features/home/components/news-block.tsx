import { AppLink } from '../../../lib/navigation';
import { useQuery } from '@tanstack/react-query';
import { MSG } from 'gaokao-domain';
import { newsQuery } from '../api/queries';
import type { NewsItem } from '../api/home-api';
import { newsDate } from '../../../lib/news-date';
import * as paths from '../../../config/paths';
import { href } from '../../../config/href';

/**
 * Home news: 12 fetched; the first 5 are headlines and items after the sixth go to the side list (spec §9). The sixth
 * itself is the featured item, shown with its picture between the two.
 */
export function splitNews(items: readonly NewsItem[]): { headlines: NewsItem[]; featured: NewsItem | undefined; side: NewsItem[] } {
  return { headlines: items.slice(0, 5), featured: items[5], side: items.slice(6) };
}

export { newsDate };

export function NewsBlock() {
  const news = useQuery(newsQuery());
  const items = news.isError ? [] : (news.data ?? null);
  const { headlines, featured, side } = splitNews(items ?? []);
  const link = (item: NewsItem) => (
    <a href={href(paths.wenDetail, { n: item.infomation_id })} target="_blank" rel="noopener">
      {item.title}
    </a>
  );
  return (
    <section className="gk-card" aria-labelledby="news-title">
      <div className="gk-card__head">
        <h2 id="news-title" className="gk-card__title">
          高考资讯
        </h2>
        <AppLink to={paths.zixun}>更多</AppLink>
      </div>
      {items == null ? <p aria-busy="true">{MSG.loading}</p> : null}
      {items && items.length === 0 ? <p className="gk-muted">{MSG.noNews}</p> : null}
      <div className="gk-news">
        <ul className="gk-news__headlines">
          {headlines.map((item) => (
            <li key={item.infomation_id}>
              {link(item)}
              {item.time ? (
                <time className="gk-muted" dateTime={item.time}>
                  {newsDate(item.time)}
                </time>
              ) : null}
            </li>
          ))}
        </ul>
        {featured ? (
          <a className="gk-news__featured" href={href(paths.wenDetail, { n: featured.infomation_id })} target="_blank" rel="noopener">
            {featured.imgurl ? <img src={featured.imgurl} alt="" width={320} height={180} loading="lazy" /> : null}
            <span>{featured.title}</span>
          </a>
        ) : null}
        {side.length ? (
          <ul className="gk-news__side">
            {side.map((item) => (
              <li key={item.infomation_id}>{link(item)}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
