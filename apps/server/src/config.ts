import path from 'node:path';
import { z } from 'zod';
import { defaultDataDir } from './db/connect';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy';

/**
 * The server's environment, read once at start (main.ts) and handed to the parts that need it; nothing else in src/
 * reads `process.env`. `parseConfig` collects every problem at once, one line per variable, so a deployment is fixed
 * in one round instead of one restart per mistake.
 */

export const NODE_ENVS = ['development', 'test', 'production'] as const;

/** `https://host[:port]` of a value that is just that (a trailing slash allowed), else null. */
export function publicOrigin(v: string): string | null {
  const u = URL.parse(v);
  if (u === null || (u.protocol !== 'https:' && u.protocol !== 'http:') || u.username || u.password || u.search || u.hash || (u.pathname !== '/' && u.pathname !== '')) return null;
  return u.origin;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const ALIYUN_SMS_KEYS = ['ALIYUN_SMS_ACCESS_KEY_ID', 'ALIYUN_SMS_ACCESS_KEY_SECRET', 'ALIYUN_SMS_SIGN_NAME', 'ALIYUN_SMS_TEMPLATE_CODE'] as const;
export const WECHATPAY_KEYS = [
  'WECHATPAY_MCHID',
  'WECHATPAY_APPID',
  'WECHATPAY_SERIAL_NO',
  'WECHATPAY_PRIVATE_KEY_FILE',
  'WECHATPAY_APIV3_KEY',
  'WECHATPAY_PLATFORM_PUBLIC_KEY_FILE',
  'WECHATPAY_NOTIFY_URL',
] as const;
export const WECHAT_MP_KEYS = ['WECHAT_MP_APPID', 'WECHAT_MP_SECRET', 'WECHAT_MP_REDIRECT_URL'] as const;
export const ALIPAY_KEYS = ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY_FILE', 'ALIPAY_PUBLIC_KEY_FILE', 'ALIPAY_SELLER_ID', 'ALIPAY_NOTIFY_URL'] as const;

export type SmsConfig =
  | { provider: 'dev' }
  | { provider: 'aliyun'; accessKeyId: string; accessKeySecret: string; signName: string; templateCode: string; endpoint?: string };

export interface WechatPaySettings {
  mchid: string;
  appid: string;
  serialNo: string;
  privateKeyFile: string;
  apiV3Key: string;
  platformPublicKeyFile: string;
  notifyUrl: string;
  baseUrl?: string;
}

export interface AlipaySettings {
  appId: string;
  privateKeyFile: string;
  publicKeyFile: string;
  sellerId: string;
  notifyUrl: string;
  gateway?: string;
}

/** `sandbox` pays any order for free (development); `real` enables each channel whose variables are all set. */
export type PayConfig = { mode: 'sandbox'; sandboxSecret?: string } | { mode: 'real'; wechat?: WechatPaySettings; alipay?: AlipaySettings };

export interface WechatOAuthSettings {
  appid: string;
  secret: string;
  redirectUrl: string;
  authorizeBase?: string;
  apiBase?: string;
}

/** WeChat binding: `sandbox` binds made-up openids (development); `real` uses the official account's web authorization when configured. */
export type WechatLoginConfig = { mode: 'sandbox'; sandboxSecret?: string } | { mode: 'real'; oauth?: WechatOAuthSettings };

export interface ServerConfig {
  port: number;
  host: string;
  /** PostgreSQL instead of the embedded database. */
  databaseUrl?: string;
  /** Redis for rate-limit counters shared between instances. */
  redisUrl?: string;
  /** Key prefix of those counters (several deployments or test runs on one Redis). */
  redisPrefix: string;
  /** The embedded database's directory (GAOKAO_DATA_DIR, else `${XDG_DATA_HOME:-~/.local/share}/gaokao-planner`). */
  dataDir: string;
  /** Operators' uploads (the contact QR, videos): GAOKAO_MEDIA_DIR, else `media` in the data directory. */
  mediaDir: string;
  /** Write the default season set into empty season tables (GAOKAO_SEED_DEMO=0 turns it off). */
  seedDemo: boolean;
  /** `small`: demo rows for 河北 and 四川 only (real data whole), for suites that start many servers. */
  demoScale: 'full' | 'small';
  logLevel: LogLevel;
  /** `auto`: migrate at start; `check`: wait until the one-off migration command has run (several instances). */
  migrate: 'auto' | 'check';
  /** SIGTERM behind nginx: stop accepting, serve held connections with Connection: close this long, then close. */
  drainMs: number;
  nodeEnv: (typeof NODE_ENVS)[number];
  production: boolean;
  /**
   * Where browsers and phones reach this server (PUBLIC_ORIGIN; else the origin of WECHAT_MP_REDIRECT_URL): the
   * sandbox payment QR code and the WeChat-binding QR code point there. Unset: the server's own listening address.
   * Never taken from a request's Host header.
   */
  publicOrigin?: string;
  trustProxy: TrustProxy;
  sms: SmsConfig;
  pay: PayConfig;
  wechatLogin: WechatLoginConfig;
}

export class ConfigError extends Error {
  constructor(readonly lines: string[]) {
    super(`invalid configuration:\n${lines.join('\n')}`);
  }
}

/** An unset and an empty variable mean the same: `FOO=` in a unit file or `.env` is "not set". */
const optional = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/** A group of variables that are set together (keys, ids and files of one provider). */
const optionalGroup = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, optional])) as Record<K, typeof optional>;

const url = (protocols: string[], example: string) =>
  optional.refine(
    (v) => {
      if (v === undefined) return true;
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { message: `expected a URL like ${example}` },
  );

const schema = z
  .object({
    PORT: optional.pipe(
      z
        .string()
        .regex(/^\d+$/, 'expected a port number 0–65535 (0 picks a free one)')
        .transform(Number)
        .refine((n) => n <= 65535, 'expected a port number 0–65535 (0 picks a free one)')
        .default(8080),
    ),
    HOST: optional.transform((v) => v ?? '127.0.0.1'),
    DATABASE_URL: url(['postgres:', 'postgresql:'], 'postgres://user@127.0.0.1:5432/gaokao'),
    REDIS_URL: url(['redis:', 'rediss:'], 'redis://127.0.0.1:6379'),
    REDIS_PREFIX: optional.pipe(z.string().regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'expected 1–64 letters, digits or : _ . -').default('gaokao:rl:')),
    GAOKAO_DATA_DIR: optional,
    GAOKAO_MEDIA_DIR: optional,
    XDG_DATA_HOME: optional,
    GAOKAO_SEED_DEMO: optional.pipe(z.enum(['0', '1'], { message: 'expected 0 (no demo data) or 1 (the default)' }).default('1')),
    GAOKAO_DEMO_SCALE: optional.pipe(z.enum(['full', 'small'], { message: 'expected full (the default) or small' }).default('full')),
    LOG_LEVEL: optional.pipe(z.enum(LOG_LEVELS, { message: `expected one of ${LOG_LEVELS.join(', ')}` }).default('info')),
    GAOKAO_MIGRATE: optional.pipe(z.enum(['auto', 'check'], { message: 'expected auto (migrate at start, the default) or check (wait for the migration command)' }).default('auto')),
    GAOKAO_DRAIN_MS: optional.pipe(
      z
        .string()
        .regex(/^\d+$/, 'expected milliseconds 0–60000')
        .transform(Number)
        .refine((n) => n <= 60_000, 'expected milliseconds 0–60000')
        .default(0),
    ),
    // An enumeration: an unknown mode (Production, PRODUCTION, prod …) must never fall back to the development providers.
    NODE_ENV: optional.pipe(z.enum(NODE_ENVS, { message: 'expected development (the default), test or production, written so' }).default('development')),
    PUBLIC_ORIGIN: optional.refine((v) => v === undefined || publicOrigin(v) !== null, { message: 'expected an origin like https://gaokao.example.cn (scheme, host and port only)' }),
    TRUST_PROXY: optional,
    SMS_PROVIDER: optional.pipe(z.enum(['dev', 'aliyun'], { message: 'expected aliyun (or dev outside production)' }).default('dev')),
    ...optionalGroup(ALIYUN_SMS_KEYS),
    ALIYUN_SMS_ENDPOINT: url(['https:', 'http:'], 'https://dysmsapi.aliyuncs.com/'),
    PAY_PROVIDER: optional.pipe(z.enum(['sandbox', 'real'], { message: 'expected real (or sandbox outside production)' }).optional()),
    PAY_SANDBOX_SECRET: optional,
    ...optionalGroup(WECHATPAY_KEYS),
    WECHATPAY_BASE_URL: url(['https:', 'http:'], 'https://api.mch.weixin.qq.com'),
    ...optionalGroup(ALIPAY_KEYS),
    ALIPAY_GATEWAY: url(['https:', 'http:'], 'https://openapi.alipay.com/gateway.do'),
    WECHAT_LOGIN_PROVIDER: optional.pipe(z.enum(['sandbox', 'real'], { message: 'expected real (or sandbox outside production)' }).optional()),
    ...optionalGroup(WECHAT_MP_KEYS),
    WECHAT_MP_AUTHORIZE_BASE: url(['https:', 'http:'], 'https://open.weixin.qq.com'),
    WECHAT_MP_API_BASE: url(['https:', 'http:'], 'https://api.weixin.qq.com'),
  })
  .superRefine((env, ctx) => {
    if (env.TRUST_PROXY !== undefined) {
      try {
        parseTrustProxy(env.TRUST_PROXY);
      } catch (err) {
        ctx.addIssue({ code: 'custom', path: ['TRUST_PROXY'], message: (err as Error).message.replace(/^TRUST_PROXY=\S*: /, '') });
      }
    }
    const production = env.NODE_ENV === 'production';
    if (production && env.SMS_PROVIDER !== 'aliyun') {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_PROVIDER'],
        message: `NODE_ENV=production needs a real SMS provider: set SMS_PROVIDER=aliyun and ${ALIYUN_SMS_KEYS.join(', ')} (the development provider writes codes to the log)`,
      });
    }
    if (env.SMS_PROVIDER === 'aliyun') {
      for (const k of ALIYUN_SMS_KEYS) {
        if (env[k] === undefined) ctx.addIssue({ code: 'custom', path: [k], message: 'SMS_PROVIDER=aliyun needs it' });
      }
    }
    if (production && env.PAY_PROVIDER === 'sandbox') {
      ctx.addIssue({ code: 'custom', path: ['PAY_PROVIDER'], message: 'NODE_ENV=production refuses the sandbox: it completes any order without payment' });
    }
    if (production && env.WECHAT_LOGIN_PROVIDER === 'sandbox') {
      ctx.addIssue({ code: 'custom', path: ['WECHAT_LOGIN_PROVIDER'], message: 'NODE_ENV=production refuses the sandbox: it binds any account to a made-up WeChat identity' });
    }
    if (env.WECHAT_MP_REDIRECT_URL !== undefined) {
      const u = URL.parse(env.WECHAT_MP_REDIRECT_URL);
      const good = u !== null && (u.protocol === 'https:' || u.protocol === 'http:') && u.pathname === '/api/MemberUser/jiutian_callback';
      if (!good) ctx.addIssue({ code: 'custom', path: ['WECHAT_MP_REDIRECT_URL'], message: 'expected a URL like https://<host>/api/MemberUser/jiutian_callback' });
    }
  });

/** Every variable the server reads (deploy/gaokao.env lists each one; test/deploy-files.test.ts checks it). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(schema.shape);

/** Variables whose bad value is repeated in the error line; URLs and keys may hold secrets and are never echoed. */
const SHOW_VALUE = new Set(['NODE_ENV', 'PORT', 'REDIS_PREFIX', 'GAOKAO_MIGRATE', 'GAOKAO_DRAIN_MS', 'GAOKAO_SEED_DEMO', 'GAOKAO_DEMO_SCALE', 'LOG_LEVEL', 'SMS_PROVIDER', 'PAY_PROVIDER', 'WECHAT_LOGIN_PROVIDER', 'TRUST_PROXY']);

type Env = z.output<typeof schema>;

/** Every variable of a group, or undefined when none is set; a partly set group is reported by `parseConfig`. */
function group<K extends string>(env: Partial<Record<K, string>>, keys: readonly K[]): Record<K, string> | undefined {
  const set = keys.filter((k) => env[k] !== undefined);
  if (set.length !== keys.length) return undefined;
  return Object.fromEntries(keys.map((k) => [k, env[k]!])) as Record<K, string>;
}

function partlySet<K extends string>(env: Partial<Record<K, string>>, keys: readonly K[], what: string): string[] {
  const set = keys.filter((k) => env[k] !== undefined);
  if (set.length === 0 || set.length === keys.length) return [];
  return keys.filter((k) => env[k] === undefined).map((k) => `${k}: ${what} is half configured (${set.join(', ')} set): set it too, or unset the others`);
}

function originOf(env: Env): string | undefined {
  if (env.PUBLIC_ORIGIN !== undefined) return publicOrigin(env.PUBLIC_ORIGIN) ?? undefined;
  return env.WECHAT_MP_REDIRECT_URL !== undefined ? (URL.parse(env.WECHAT_MP_REDIRECT_URL)?.origin ?? undefined) : undefined;
}

/**
 * Reads the server's configuration from an environment (`process.env` in main.ts), or throws a ConfigError whose
 * `lines` name every bad variable, one per line (`PORT: expected a port number …`).
 */
export function parseConfig(source: Record<string, string | undefined>): ServerConfig {
  const parsed = schema.safeParse(source);
  const lines: string[] = [];
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? 'environment');
      const given = source[name];
      const shown = SHOW_VALUE.has(name) && given !== undefined && given.trim() !== '' ? ` (got ${JSON.stringify(given)})` : '';
      lines.push(`${name}: ${issue.message}${shown}`);
    }
    throw new ConfigError(lines);
  }
  const env: Env = parsed.data;
  const production = env.NODE_ENV === 'production';
  const payMode = env.PAY_PROVIDER ?? (production ? 'real' : 'sandbox');
  if (payMode === 'real') {
    lines.push(...partlySet(env, WECHATPAY_KEYS, 'WeChat Pay'), ...partlySet(env, ALIPAY_KEYS, 'Alipay'));
  }
  const wechatLoginMode = env.WECHAT_LOGIN_PROVIDER ?? (production ? 'real' : 'sandbox');
  if (wechatLoginMode === 'real') lines.push(...partlySet(env, WECHAT_MP_KEYS, 'WeChat binding'));
  if (lines.length > 0) throw new ConfigError(lines);

  let sms: SmsConfig = { provider: 'dev' };
  if (env.SMS_PROVIDER === 'aliyun') {
    const k = group(env, ALIYUN_SMS_KEYS)!;
    sms = {
      provider: 'aliyun',
      accessKeyId: k.ALIYUN_SMS_ACCESS_KEY_ID,
      accessKeySecret: k.ALIYUN_SMS_ACCESS_KEY_SECRET,
      signName: k.ALIYUN_SMS_SIGN_NAME,
      templateCode: k.ALIYUN_SMS_TEMPLATE_CODE,
      ...(env.ALIYUN_SMS_ENDPOINT ? { endpoint: env.ALIYUN_SMS_ENDPOINT } : {}),
    };
  }

  let pay: PayConfig;
  if (payMode === 'sandbox') {
    pay = { mode: 'sandbox', ...(env.PAY_SANDBOX_SECRET ? { sandboxSecret: env.PAY_SANDBOX_SECRET } : {}) };
  } else {
    const w = group(env, WECHATPAY_KEYS);
    const a = group(env, ALIPAY_KEYS);
    pay = {
      mode: 'real',
      ...(w
        ? {
            wechat: {
              mchid: w.WECHATPAY_MCHID,
              appid: w.WECHATPAY_APPID,
              serialNo: w.WECHATPAY_SERIAL_NO,
              privateKeyFile: w.WECHATPAY_PRIVATE_KEY_FILE,
              apiV3Key: w.WECHATPAY_APIV3_KEY,
              platformPublicKeyFile: w.WECHATPAY_PLATFORM_PUBLIC_KEY_FILE,
              notifyUrl: w.WECHATPAY_NOTIFY_URL,
              ...(env.WECHATPAY_BASE_URL ? { baseUrl: env.WECHATPAY_BASE_URL } : {}),
            },
          }
        : {}),
      ...(a
        ? {
            alipay: {
              appId: a.ALIPAY_APP_ID,
              privateKeyFile: a.ALIPAY_PRIVATE_KEY_FILE,
              publicKeyFile: a.ALIPAY_PUBLIC_KEY_FILE,
              sellerId: a.ALIPAY_SELLER_ID,
              notifyUrl: a.ALIPAY_NOTIFY_URL,
              ...(env.ALIPAY_GATEWAY ? { gateway: env.ALIPAY_GATEWAY } : {}),
            },
          }
        : {}),
    };
  }

  const mp = group(env, WECHAT_MP_KEYS);
  const wechatLogin: WechatLoginConfig =
    wechatLoginMode === 'sandbox'
      ? { mode: 'sandbox', ...(env.PAY_SANDBOX_SECRET ? { sandboxSecret: env.PAY_SANDBOX_SECRET } : {}) }
      : {
          mode: 'real',
          ...(mp
            ? {
                oauth: {
                  appid: mp.WECHAT_MP_APPID,
                  secret: mp.WECHAT_MP_SECRET,
                  redirectUrl: mp.WECHAT_MP_REDIRECT_URL,
                  ...(env.WECHAT_MP_AUTHORIZE_BASE ? { authorizeBase: env.WECHAT_MP_AUTHORIZE_BASE } : {}),
                  ...(env.WECHAT_MP_API_BASE ? { apiBase: env.WECHAT_MP_API_BASE } : {}),
                },
              }
            : {}),
        };

  return {
    port: env.PORT,
    host: env.HOST,
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    ...(env.REDIS_URL ? { redisUrl: env.REDIS_URL } : {}),
    redisPrefix: env.REDIS_PREFIX,
    dataDir: env.GAOKAO_DATA_DIR ?? defaultDataDir(env.XDG_DATA_HOME),
    mediaDir: env.GAOKAO_MEDIA_DIR ?? path.join(env.GAOKAO_DATA_DIR ?? defaultDataDir(env.XDG_DATA_HOME), 'media'),
    seedDemo: env.GAOKAO_SEED_DEMO === '1',
    demoScale: env.GAOKAO_DEMO_SCALE,
    logLevel: env.LOG_LEVEL,
    migrate: env.GAOKAO_MIGRATE,
    drainMs: env.GAOKAO_DRAIN_MS,
    nodeEnv: env.NODE_ENV,
    production,
    ...(originOf(env) ? { publicOrigin: originOf(env)! } : {}),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    sms,
    pay,
    wechatLogin,
  };
}
