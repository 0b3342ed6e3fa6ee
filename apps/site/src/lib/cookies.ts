/** Minimal cookie access for the two cookies the product keeps: `province` and `share_pid`. */
export const COOKIE_PROVINCE = 'province';
export const COOKIE_SHARE_PID = 'share_pid';

export function getCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) return decodeURIComponent(item.slice(prefix.length));
  }
  return undefined;
}

export function setCookie(name: string, value: string, days = 365): void {
  const expires = new Date(Date.now() + days * 86_400_000).toUTCString();
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`;
}

export function removeCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
}

/** A promotion code in `?code=` on any page is kept as `share_pid` for the sign-up scene. */
export function captureShareCode(search: string): void {
  const code = new URLSearchParams(search).get('code');
  if (code) setCookie(COOKIE_SHARE_PID, code, 30);
}
