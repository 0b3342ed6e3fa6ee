import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import DOMPurify from 'dompurify';
import { MSG } from 'gaokao-domain';
import { Loading } from 'gaokao-ui';
import { showToast } from '../../../stores/feedback-store';
import { articleQuery } from '../api/news-api';
import { newsDate } from '../../../lib/news-date';
import * as paths from '../../../config/paths';

/**
 * Rich article HTML made inert before it is rendered (the server sanitises on write as well): no scripts, frames,
 * forms, styles or inline handlers, links only to http, https and mailto.
 */
export function sanitizeArticle(html: string): string {
  return DOMPurify.sanitize(html, {
    FORBID_TAGS: ['script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select', 'style', 'link', 'meta', 'base', 'svg', 'math'],
    FORBID_ATTR: ['style', 'srcset', 'action', 'formaction'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  });
}

/** The article id of `?n=`; undefined when missing or not a positive whole number. */
export function articleIdOf(raw: string | null): number | undefined {
  const n = Number(raw);
  return raw && Number.isInteger(n) && n > 0 ? n : undefined;
}

/** 资讯详情 (/wenDetail?n=id): title, publish date, source, content. No such article: 该文章不存在, then home. */
export function Article() {
  const [search] = useSearchParams();
  const id = articleIdOf(search.get('n'));
  const article = useQuery({ ...articleQuery(id ?? 0), enabled: id !== undefined });
  const navigate = useNavigate();
  const missing = id === undefined || article.isError;
  useEffect(() => {
    if (!missing) return;
    showToast(MSG.articleNotFound, 'info');
    void navigate(paths.home, { replace: true });
  }, [missing, navigate]);

  if (missing) {
    return (
      <section className="gk-container gk-page gk-state">
        <p role="alert">{MSG.articleNotFound}</p>
        <p>
          <Link to={paths.home}>返回首页</Link>
        </p>
      </section>
    );
  }
  if (!article.data) {
    return (
      <section className="gk-container gk-page">
        <Loading />
      </section>
    );
  }
  const a = article.data;
  return (
    <article className="gk-container gk-page gk-article">
      <h1>{a.title}</h1>
      <p className="gk-muted gk-article__meta">
        {a.time ? (
          <>
            发布时间：<time dateTime={a.time}>{newsDate(a.time)}</time>
          </>
        ) : null}
        {a.source ? <span>来源：{a.source}</span> : null}
      </p>
      <div className="gk-rich" dangerouslySetInnerHTML={{ __html: sanitizeArticle(a.content ?? '') }} />
    </article>
  );
}
