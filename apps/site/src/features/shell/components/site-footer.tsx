import { useEffect, useState } from 'react';
import { fetchContactQr, fetchFriendLinks, type FriendLink } from '../api/shell-api';

/** Only http(s) links are rendered: friend links come from an admin table and must not become javascript: URLs. */
function safeUrl(url: string): string | undefined {
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

export function SiteFooter() {
  const [links, setLinks] = useState<FriendLink[]>([]);
  const [qr, setQr] = useState<string | undefined>();
  useEffect(() => {
    let live = true;
    fetchFriendLinks().then((list) => live && setLinks(list), () => undefined);
    fetchContactQr(new Date()).then((url) => live && setQr(url), () => undefined);
    return () => {
      live = false;
    };
  }, []);
  return (
    <footer className="gk-footer">
      <div className="gk-container gk-footer__inner">
        <div className="gk-footer__links">
          <h2 className="gk-footer__title">友情链接</h2>
          {links.length ? (
            <ul>
              {links.map((link) => {
                const href = safeUrl(link.url);
                return (
                  <li key={`${link.title}-${link.url}`}>
                    {href ? (
                      <a href={href} target="_blank" rel="noopener noreferrer">
                        {link.title}
                      </a>
                    ) : (
                      link.title
                    )}
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="gk-muted">暂无友情链接</p>
          )}
        </div>
        {qr ? (
          <figure className="gk-footer__qr">
            <img src={qr} alt="客服微信二维码" width={110} height={110} />
            <figcaption>扫码联系客服</figcaption>
          </figure>
        ) : null}
      </div>
      <p className="gk-footer__copy">© 高考志愿填报助手 · 数据仅供参考，请以各省教育考试院公布为准</p>
    </footer>
  );
}
