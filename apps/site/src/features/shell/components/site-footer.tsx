import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MSG } from 'gaokao-domain';
import { contactQrQuery, friendLinksQuery } from '../api/shell-api';
import * as paths from '../../../config/paths';

/** Only http(s) links are rendered: friend links come from an admin table and must not become javascript: URLs. */
function safeUrl(url: string): string | undefined {
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

// The QR library loads only when the server returns a value to draw (most pages never need it).
const ContactQr = lazy(() => import('./contact-qr'));

/**
 * Whether the contact record's `ercode` is a picture of a QR code (the spec's "QR image address": an uploaded image or
 * a data: image) rather than what the code should hold (a contact link or text), which is drawn as a QR code here.
 */
export function isImageAddress(value: string): boolean {
  return /^data:image\//i.test(value) || /\.(png|jpe?g|gif|svg|webp|bmp)(\?.*)?$/i.test(value);
}

export function SiteFooter() {
  const [today] = useState(() => new Date());
  const links = useQuery(friendLinksQuery()).data ?? [];
  const qr = useQuery(contactQrQuery(today)).data;
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
            <p className="gk-muted">{MSG.noFriendLinks}</p>
          )}
        </div>
        {qr ? (
          isImageAddress(qr) ? (
            <figure className="gk-footer__qr">
              <img src={qr} alt="客服微信二维码" width={110} height={110} />
              <figcaption>扫码联系客服</figcaption>
            </figure>
          ) : (
            <div className="gk-footer__qr">
              <Suspense fallback={null}>
                <ContactQr value={qr} />
              </Suspense>
            </div>
          )
        ) : null}
      </div>
      <p className="gk-footer__copy">
        © 高考志愿填报助手 · 数据仅供参考，请以各省教育考试院公布为准 · <a href={paths.dataSource}>数据来源</a>
      </p>
    </footer>
  );
}
