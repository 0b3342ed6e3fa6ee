import crypto from 'node:crypto';
import { safeEqualText } from '../lib/crypto';
import type { WechatLoginConfig } from '../config';

/**
 * Who is scanning: the WeChat identity (openid) behind a binding QR code. The QR code opens our jiutian_login page in
 * WeChat's own browser; that page sends the phone to the provider's authorization address with `state` = the binding
 * ticket, and the provider sends it back to our callback with a one-time `code`, which only the server can exchange
 * for the openid.
 */
export interface WechatLoginProvider {
  readonly kind: 'sandbox' | 'real';
  /** Where the phone is sent to authorize (`origin` = this server's configured public origin). */
  authorizeUrl(state: string, origin: string): string;
  /** The openid behind an authorization code; throws when the code is refused or the answer unusable. */
  exchangeCode(code: string): Promise<{ openid: string }>;
}

export const CALLBACK_PATH = '/api/MemberUser/jiutian_callback';
export const SANDBOX_AUTHORIZE_PATH = '/api/sandbox/wechat-authorize';

/** openids are 28 characters of [A-Za-z0-9_-]; anything else from an answer is refused. */
const OPENID = /^[A-Za-z0-9_-]{6,64}$/;

/**
 * Development provider: the authorization page is a page of this server (`/api/sandbox/wechat-authorize`) whose
 * 确认授权 button returns to the callback with a code signed by this provider, so a binding completes through the
 * same callback and ticket checks as a real one. Each authorization makes a new sandbox openid (`oSANDBOX…`).
 */
export class SandboxWechatLogin implements WechatLoginProvider {
  readonly kind = 'sandbox' as const;
  private readonly secret: Buffer;
  constructor(secret?: string) {
    this.secret = secret ? Buffer.from(secret) : crypto.randomBytes(32);
  }

  authorizeUrl(state: string, origin: string): string {
    return `${origin}${SANDBOX_AUTHORIZE_PATH}?state=${encodeURIComponent(state)}`;
  }

  /** The code the sandbox page hands to the callback: a fresh openid, signed, valid 5 minutes. */
  issueCode(now = Date.now()): string {
    const payload = Buffer.from(JSON.stringify({ openid: `oSANDBOX${crypto.randomBytes(10).toString('hex')}`, exp: now + 5 * 60_000 })).toString('base64url');
    return `${payload}.${this.sign(payload)}`;
  }

  async exchangeCode(code: string): Promise<{ openid: string }> {
    const [payload = '', sig = ''] = code.split('.');
    const expected = this.sign(payload);
    if (!safeEqualText(sig, expected)) throw new Error('sandbox code: bad signature');
    const { openid, exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { openid?: unknown; exp?: unknown };
    if (typeof openid !== 'string' || !OPENID.test(openid) || typeof exp !== 'number' || exp < Date.now()) throw new Error('sandbox code: expired or malformed');
    return { openid };
  }

  private sign(s: string): string {
    return crypto.createHmac('sha256', this.secret).update(s).digest('base64url');
  }
}

export interface WechatOAuthConfig {
  /** The official account's AppID (公众号, the same one WeChat Pay transfers use). */
  appid: string;
  secret: string;
  /** `https://<host>/api/MemberUser/jiutian_callback`; its host must be the account's 网页授权域名. */
  redirectUrl: string;
  /** Default https://open.weixin.qq.com (tests point it at a local fake). */
  authorizeBase?: string;
  /** Default https://api.weixin.qq.com (tests point it at a local fake). */
  apiBase?: string;
}

/**
 * WeChat official-account web authorization (网页授权, `snsapi_base`: no consent screen, openid only): the phone that
 * scanned the QR code is inside WeChat, which authorizes silently and returns to `redirectUrl` with `code`; the code
 * is exchanged server-side at `/sns/oauth2/access_token` with the AppSecret.
 */
export class WechatOAuthProvider implements WechatLoginProvider {
  readonly kind = 'real' as const;
  constructor(private readonly cfg: WechatOAuthConfig) {}

  authorizeUrl(state: string): string {
    const q = new URLSearchParams({ appid: this.cfg.appid, redirect_uri: this.cfg.redirectUrl, response_type: 'code', scope: 'snsapi_base', state });
    // WeChat wants the parameters in this order and the #wechat_redirect fragment.
    return `${this.cfg.authorizeBase ?? 'https://open.weixin.qq.com'}/connect/oauth2/authorize?${q.toString()}#wechat_redirect`;
  }

  async exchangeCode(code: string): Promise<{ openid: string }> {
    const q = new URLSearchParams({ appid: this.cfg.appid, secret: this.cfg.secret, code, grant_type: 'authorization_code' });
    const res = await fetch(`${this.cfg.apiBase ?? 'https://api.weixin.qq.com'}/sns/oauth2/access_token?${q.toString()}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`WeChat oauth2/access_token: HTTP ${res.status}`);
    const body = (await res.json()) as { openid?: unknown; errcode?: unknown; errmsg?: unknown };
    if (body.errcode !== undefined && body.errcode !== 0) throw new Error(`WeChat oauth2/access_token: errcode ${String(body.errcode)} ${String(body.errmsg ?? '')}`);
    if (typeof body.openid !== 'string' || !OPENID.test(body.openid)) throw new Error('WeChat oauth2/access_token: no openid');
    return { openid: body.openid };
  }
}

/** The provider of a parsed configuration: the sandbox, the real adapter, or null (real mode, not configured). */
export function wechatLoginFromConfig(c: WechatLoginConfig): WechatLoginProvider | null {
  if (c.mode === 'sandbox') return new SandboxWechatLogin(c.sandboxSecret);
  return c.oauth ? new WechatOAuthProvider(c.oauth) : null;
}
