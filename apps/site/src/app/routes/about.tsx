import { useEffect, useState } from 'react';
import DOMPurify from 'dompurify';
import { api } from '../../lib/api';

type State = { kind: 'loading' } | { kind: 'ready'; html: string } | { kind: 'error' };

/** 关于我们: the company introduction from the server, sanitized at the moment it is rendered. */
export default function AboutPage() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    api
      .call('aboutInfo', {}, { quiet: true })
      .then((reply) => {
        const html = reply.data?.content ?? '';
        if (live) setState({ kind: 'ready', html });
      })
      .catch(() => live && setState({ kind: 'error' }));
    return () => {
      live = false;
    };
  }, []);

  return (
    <section className="gk-container gk-page">
      <h1>关于我们</h1>
      {state.kind === 'loading' ? <p aria-busy="true">加载中…</p> : null}
      {state.kind === 'error' ? <p role="alert">内容加载失败，请稍后重试。</p> : null}
      {state.kind === 'ready' ? (
        state.html ? (
          <div className="gk-rich" dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(state.html) }} />
        ) : (
          <p className="gk-muted">暂无内容</p>
        )
      ) : null}
    </section>
  );
}
