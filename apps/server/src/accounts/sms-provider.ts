import { createHmac, randomUUID } from 'node:crypto';
import { maskPhone } from '../lib/crypto';
import type { SmsConfig } from '../config';

/** The SMS gateway. The server never logs codes except through the development provider below. */
export interface SmsProvider {
  readonly name: string;
  send(phone: string, code: string, purpose: 'login' | 'reset'): Promise<void>;
}

/**
 * Development provider (the default): writes the code to the server log, on purpose, in one dedicated line
 * `SMS code for 138****1234: 123456` (level warn, so it shows at the default and quieter levels), so a developer can sign in without
 * a gateway. Never use it in production: set SMS_PROVIDER=aliyun (with NODE_ENV=production the server refuses to
 * start without it, see config.ts).
 */
export class DevSmsProvider implements SmsProvider {
  readonly name = 'dev';
  constructor(private readonly log: (line: string) => void) {}
  async send(phone: string, code: string): Promise<void> {
    this.log(`SMS code for ${maskPhone(phone)}: ${code}`);
  }
}

export interface AliyunSmsConfig {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  /** Default https://dysmsapi.aliyuncs.com/ ; tests point it at a local fake. */
  endpoint?: string;
  regionId?: string;
  timeoutMs?: number;
  /** Injected clock and nonce for reproducible signatures in tests. */
  now?: () => Date;
  nonce?: () => string;
}

/** RFC 3986 encoding as Aliyun's RPC signature requires (space → %20, * → %2A, ~ kept). */
export function aliyunPercentEncode(s: string): string {
  return encodeURIComponent(s)
    .replace(/\+/g, '%20')
    .replace(/\*/g, '%2A')
    .replace(/%7E/g, '~')
    .replace(/[!'()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Signature V1 of an Aliyun RPC request: base64(HMAC-SHA1(secret + '&', METHOD&%2F&encode(sorted query))). */
export function aliyunSign(method: 'GET' | 'POST', params: Record<string, string>, accessKeySecret: string): string {
  const canonical = Object.keys(params)
    .filter((k) => k !== 'Signature')
    .sort()
    .map((k) => `${aliyunPercentEncode(k)}=${aliyunPercentEncode(params[k] ?? '')}`)
    .join('&');
  const stringToSign = `${method}&${aliyunPercentEncode('/')}&${aliyunPercentEncode(canonical)}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign).digest('base64');
}

/** Aliyun (Dysmsapi 2017-05-25 SendSms) over the RPC-style signed GET. */
export class AliyunSmsProvider implements SmsProvider {
  readonly name = 'aliyun';
  constructor(private readonly cfg: AliyunSmsConfig) {}

  buildParams(phone: string, code: string): Record<string, string> {
    const now = this.cfg.now?.() ?? new Date();
    const params: Record<string, string> = {
      AccessKeyId: this.cfg.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: phone,
      RegionId: this.cfg.regionId ?? 'cn-hangzhou',
      SignName: this.cfg.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: this.cfg.nonce?.() ?? randomUUID(),
      SignatureVersion: '1.0',
      TemplateCode: this.cfg.templateCode,
      TemplateParam: JSON.stringify({ code }),
      Timestamp: now.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
    };
    params.Signature = aliyunSign('GET', params, this.cfg.accessKeySecret);
    return params;
  }

  async send(phone: string, code: string): Promise<void> {
    const params = this.buildParams(phone, code);
    const query = Object.entries(params)
      .map(([k, v]) => `${aliyunPercentEncode(k)}=${aliyunPercentEncode(v)}`)
      .join('&');
    const endpoint = this.cfg.endpoint ?? 'https://dysmsapi.aliyuncs.com/';
    const res = await fetch(`${endpoint}?${query}`, { signal: AbortSignal.timeout(this.cfg.timeoutMs ?? 5000) });
    const body = (await res.json().catch(() => ({}))) as { Code?: string; Message?: string };
    if (!res.ok || body.Code !== 'OK') {
      // The gateway's message never contains the code; safe to surface in logs.
      throw new Error(`aliyun sms failed: HTTP ${res.status} ${body.Code ?? ''} ${body.Message ?? ''}`.trim());
    }
  }
}

/**
 * From the environment: SMS_PROVIDER=aliyun with ALIYUN_SMS_* variables, or the development provider (`dev`, the
 * default). Throws — the server refuses to start — on an incomplete Aliyun configuration, an unknown provider name,
 * and with NODE_ENV=production on anything but a real provider: the development provider writes every code to the
 * log, which would let whoever reads the log sign in as anyone.
 */
/** The provider of a parsed configuration (config.ts refuses dev under NODE_ENV=production and incomplete Aliyun keys). */
export function smsProviderFromConfig(sms: SmsConfig, log: (line: string) => void): SmsProvider {
  if (sms.provider === 'dev') return new DevSmsProvider(log);
  const { provider: _provider, ...aliyun } = sms;
  return new AliyunSmsProvider(aliyun);
}
