import { useQuery } from '@tanstack/react-query';
import DOMPurify from 'dompurify';
import { MSG } from 'gaokao-domain';
import { aboutQuery } from '../../features/about/api/about-api';
import * as paths from '../../config/paths';

/** 关于我们: the company introduction from the server, sanitized at the moment it is rendered. */
export default function AboutPage() {
  const about = useQuery(aboutQuery());
  return (
    <section className="gk-container gk-page">
      <h1>关于我们</h1>
      {about.isPending ? <p aria-busy="true">{MSG.loading}</p> : null}
      {about.isError ? <p role="alert">{MSG.contentLoadFailed}</p> : null}
      {about.isSuccess ? (
        about.data ? (
          <div className="gk-rich" dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(about.data) }} />
        ) : (
          <p className="gk-muted">{MSG.noContent}</p>
        )
      ) : null}
      <p>
        本站的一分一段表、投档线与批次线均注明出处，逐省列出哪些是公开数据、哪些是演示数据：<a href={paths.dataSource}>数据来源</a>
      </p>
    </section>
  );
}
