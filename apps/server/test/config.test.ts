import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, type ServerConfig } from '../src/config';

const aliyun = {
  SMS_PROVIDER: 'aliyun',
  ALIYUN_SMS_ACCESS_KEY_ID: 'id',
  ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
  ALIYUN_SMS_SIGN_NAME: '高考志愿',
  ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
};
const wechat = {
  WECHATPAY_MCHID: '1900000001',
  WECHATPAY_APPID: 'wx1',
  WECHATPAY_SERIAL_NO: 'SERIAL',
  WECHATPAY_PRIVATE_KEY_FILE: '/etc/gaokao/wx.pem',
  WECHATPAY_APIV3_KEY: 'k'.repeat(32),
  WECHATPAY_PLATFORM_PUBLIC_KEY_FILE: '/etc/gaokao/wx-platform.pem',
  WECHATPAY_NOTIFY_URL: 'https://gaokao.example/api/WxPay/notify',
};

type Accepted = { name: string; env: Record<string, string | undefined>; expected: Partial<ServerConfig> };
const accepted: Accepted[] = [
  {
    name: 'nothing set: the development defaults',
    env: {},
    expected: { port: 8080, host: '127.0.0.1', seedDemo: true, demoScale: 'full', logLevel: 'info', migrate: 'auto', drainMs: 0, redisPrefix: 'gaokao:rl:', nodeEnv: 'development', production: false, trustProxy: false, sms: { provider: 'dev' }, pay: { mode: 'sandbox' } },
  },
  { name: 'empty values count as unset', env: { PORT: '', DATABASE_URL: '', REDIS_URL: ' ', SMS_PROVIDER: '', LOG_LEVEL: '' }, expected: { port: 8080, sms: { provider: 'dev' }, logLevel: 'info' } },
  { name: 'port 0 picks a free port', env: { PORT: '0' }, expected: { port: 0 } },
  { name: 'the highest port', env: { PORT: '65535', HOST: '::' }, expected: { port: 65535, host: '::' } },
  { name: 'PostgreSQL and Redis', env: { DATABASE_URL: 'postgres://u@127.0.0.1:5432/gk', REDIS_URL: 'redis://127.0.0.1:6379' }, expected: { databaseUrl: 'postgres://u@127.0.0.1:5432/gk', redisUrl: 'redis://127.0.0.1:6379' } },
  { name: 'postgresql: and rediss: schemes', env: { DATABASE_URL: 'postgresql://h/db', REDIS_URL: 'rediss://h:6380' }, expected: { databaseUrl: 'postgresql://h/db', redisUrl: 'rediss://h:6380' } },
  { name: 'GAOKAO_DATA_DIR wins over XDG_DATA_HOME', env: { GAOKAO_DATA_DIR: '/srv/gk', XDG_DATA_HOME: '/x' }, expected: { dataDir: '/srv/gk' } },
  { name: 'XDG_DATA_HOME', env: { XDG_DATA_HOME: '/x' }, expected: { dataDir: path.join('/x', 'gaokao-planner') } },
  { name: 'uploads: media in the data directory', env: { GAOKAO_DATA_DIR: '/srv/gk' }, expected: { mediaDir: path.join('/srv/gk', 'media') } },
  { name: 'uploads: GAOKAO_MEDIA_DIR', env: { GAOKAO_DATA_DIR: '/srv/gk', GAOKAO_MEDIA_DIR: '/mnt/media' }, expected: { mediaDir: '/mnt/media' } },
  { name: 'no data variable: under the home directory', env: {}, expected: { dataDir: path.join(os.homedir(), '.local', 'share', 'gaokao-planner') } },
  { name: 'no demo seeding, small demo', env: { GAOKAO_SEED_DEMO: '0', GAOKAO_DEMO_SCALE: 'small' }, expected: { seedDemo: false, demoScale: 'small' } },
  { name: 'a log level', env: { LOG_LEVEL: 'warn' }, expected: { logLevel: 'warn' } },
  { name: 'several instances: wait for the migration command, drain 5 s, own Redis prefix', env: { GAOKAO_MIGRATE: 'check', GAOKAO_DRAIN_MS: '5000', REDIS_PREFIX: 'site2:rl:' }, expected: { migrate: 'check', drainMs: 5000, redisPrefix: 'site2:rl:' } },
  { name: 'one proxy', env: { TRUST_PROXY: '1' }, expected: { trustProxy: 1 } },
  { name: 'proxy addresses', env: { TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }, expected: { trustProxy: ['10.0.0.0/8', '127.0.0.1'] } },
  {
    name: 'Aliyun SMS with an endpoint',
    env: { ...aliyun, ALIYUN_SMS_ENDPOINT: 'http://127.0.0.1:9/' },
    expected: { sms: { provider: 'aliyun', accessKeyId: 'id', accessKeySecret: 'secret', signName: '高考志愿', templateCode: 'SMS_1', endpoint: 'http://127.0.0.1:9/' } },
  },
  { name: 'production with Aliyun: real payments, no channel configured', env: { NODE_ENV: 'production', ...aliyun }, expected: { production: true, pay: { mode: 'real' } } },
  {
    name: 'production with WeChat Pay only',
    env: { NODE_ENV: 'production', ...aliyun, ...wechat },
    expected: {
      pay: {
        mode: 'real',
        wechat: { mchid: '1900000001', appid: 'wx1', serialNo: 'SERIAL', privateKeyFile: '/etc/gaokao/wx.pem', apiV3Key: 'k'.repeat(32), platformPublicKeyFile: '/etc/gaokao/wx-platform.pem', notifyUrl: 'https://gaokao.example/api/WxPay/notify' },
      },
    },
  },
  { name: 'the sandbox with a fixed secret', env: { PAY_PROVIDER: 'sandbox', PAY_SANDBOX_SECRET: 's3' }, expected: { pay: { mode: 'sandbox', sandboxSecret: 's3' } } },
  { name: 'real payments outside production', env: { PAY_PROVIDER: 'real' }, expected: { pay: { mode: 'real' } } },
  { name: 'NODE_ENV=test is not production', env: { NODE_ENV: 'test' }, expected: { nodeEnv: 'test', production: false, pay: { mode: 'sandbox' } } },
  { name: 'NODE_ENV=development', env: { NODE_ENV: 'development' }, expected: { nodeEnv: 'development', production: false } },
  { name: 'a public origin', env: { PUBLIC_ORIGIN: 'https://gaokao.example.cn/' }, expected: { publicOrigin: 'https://gaokao.example.cn' } },
  { name: 'a public origin with a port', env: { PUBLIC_ORIGIN: 'http://192.168.1.5:8080' }, expected: { publicOrigin: 'http://192.168.1.5:8080' } },
  {
    name: 'no public origin but a WeChat redirect: its origin',
    env: { WECHAT_LOGIN_PROVIDER: 'real', WECHAT_MP_APPID: 'wx', WECHAT_MP_SECRET: 's', WECHAT_MP_REDIRECT_URL: 'https://gk.example.cn/api/MemberUser/jiutian_callback' },
    expected: { publicOrigin: 'https://gk.example.cn' },
  },
];

type Refused = { name: string; env: Record<string, string | undefined>; lines: RegExp[] };
const refused: Refused[] = [
  { name: 'a port that is not a number', env: { PORT: 'eighty' }, lines: [/^PORT: expected a port number 0–65535 .*\(got "eighty"\)$/] },
  { name: 'a port out of range', env: { PORT: '70000' }, lines: [/^PORT: expected a port number/] },
  { name: 'a negative port', env: { PORT: '-1' }, lines: [/^PORT: /] },
  { name: 'a DATABASE_URL that is not PostgreSQL (its value is not echoed: it may hold a password)', env: { DATABASE_URL: 'mysql://u:pw@h/db' }, lines: [/^DATABASE_URL: expected a URL like postgres:\/\/[^"]*$/] },
  { name: 'a REDIS_URL that is not a URL', env: { REDIS_URL: '127.0.0.1:6379' }, lines: [/^REDIS_URL: expected a URL like redis:\/\//] },
  { name: 'GAOKAO_SEED_DEMO=false', env: { GAOKAO_SEED_DEMO: 'false' }, lines: [/^GAOKAO_SEED_DEMO: expected 0 .* or 1 .*\(got "false"\)$/] },
  { name: 'an unknown demo scale', env: { GAOKAO_DEMO_SCALE: 'tiny' }, lines: [/^GAOKAO_DEMO_SCALE: /] },
  { name: 'an unknown migration mode', env: { GAOKAO_MIGRATE: 'yes' }, lines: [/^GAOKAO_MIGRATE: expected auto .* or check .*\(got "yes"\)$/] },
  { name: 'a drain longer than a minute', env: { GAOKAO_DRAIN_MS: '90000' }, lines: [/^GAOKAO_DRAIN_MS: expected milliseconds 0–60000 \(got "90000"\)$/] },
  { name: 'a Redis prefix with spaces', env: { REDIS_PREFIX: 'my prefix' }, lines: [/^REDIS_PREFIX: expected 1–64 letters/] },
  { name: 'an unknown log level', env: { LOG_LEVEL: 'verbose' }, lines: [/^LOG_LEVEL: expected one of fatal, error, warn, info, debug, trace, silent/] },
  { name: 'TRUST_PROXY=true', env: { TRUST_PROXY: 'true' }, lines: [/^TRUST_PROXY: give the number of proxies .*not understood: "true"/] },
  // Modes are enumerations: a NODE_ENV nobody meant (Production, prod) must not start with the development providers.
  { name: 'NODE_ENV=Production', env: { NODE_ENV: 'Production' }, lines: [/^NODE_ENV: expected development \(the default\), test or production, written so \(got "Production"\)$/] },
  { name: 'NODE_ENV=PRODUCTION', env: { NODE_ENV: 'PRODUCTION' }, lines: [/^NODE_ENV: expected development .*\(got "PRODUCTION"\)$/] },
  { name: 'NODE_ENV=prod', env: { NODE_ENV: 'prod' }, lines: [/^NODE_ENV: expected development .*\(got "prod"\)$/] },
  { name: 'NODE_ENV=staging', env: { NODE_ENV: 'staging' }, lines: [/^NODE_ENV: expected development .*\(got "staging"\)$/] },
  { name: 'a public origin with a path', env: { PUBLIC_ORIGIN: 'https://gaokao.example.cn/app' }, lines: [/^PUBLIC_ORIGIN: expected an origin like https:\/\/gaokao.example.cn/] },
  { name: 'a public origin that is a host name only', env: { PUBLIC_ORIGIN: 'gaokao.example.cn' }, lines: [/^PUBLIC_ORIGIN: expected an origin/] },
  { name: 'a public origin of another scheme', env: { PUBLIC_ORIGIN: 'ftp://gaokao.example.cn' }, lines: [/^PUBLIC_ORIGIN: expected an origin/] },
  { name: 'an unknown SMS provider', env: { SMS_PROVIDER: 'aliyn' }, lines: [/^SMS_PROVIDER: expected aliyun .*\(got "aliyn"\)$/] },
  { name: 'production without SMS_PROVIDER', env: { NODE_ENV: 'production' }, lines: [/^SMS_PROVIDER: NODE_ENV=production needs a real SMS provider: set SMS_PROVIDER=aliyun/] },
  { name: 'production with the development SMS provider', env: { NODE_ENV: 'production', SMS_PROVIDER: 'dev' }, lines: [/^SMS_PROVIDER: NODE_ENV=production/] },
  {
    name: 'Aliyun with two keys missing: one line each',
    env: { ...aliyun, ALIYUN_SMS_SIGN_NAME: '', ALIYUN_SMS_TEMPLATE_CODE: undefined },
    lines: [/^ALIYUN_SMS_SIGN_NAME: SMS_PROVIDER=aliyun needs it$/, /^ALIYUN_SMS_TEMPLATE_CODE: SMS_PROVIDER=aliyun needs it$/],
  },
  { name: 'an unknown payment mode', env: { PAY_PROVIDER: 'Real' }, lines: [/^PAY_PROVIDER: expected real .*\(got "Real"\)$/] },
  { name: 'the sandbox in production', env: { NODE_ENV: 'production', ...aliyun, PAY_PROVIDER: 'sandbox' }, lines: [/^PAY_PROVIDER: NODE_ENV=production refuses the sandbox/] },
  {
    name: 'half a WeChat Pay configuration in real mode',
    env: { PAY_PROVIDER: 'real', ...wechat, WECHATPAY_APIV3_KEY: '' },
    lines: [/^WECHATPAY_APIV3_KEY: WeChat Pay is half configured \(WECHATPAY_MCHID, .*\): set it too, or unset the others$/],
  },
  { name: 'an Alipay gateway that is not a URL', env: { ALIPAY_GATEWAY: 'openapi.alipay.com' }, lines: [/^ALIPAY_GATEWAY: expected a URL like https:/] },
  {
    name: 'every mistake at once, in the order of the variables',
    env: { PORT: 'x', LOG_LEVEL: 'loud', SMS_PROVIDER: 'sms' },
    lines: [/^PORT: /, /^LOG_LEVEL: /, /^SMS_PROVIDER: /],
  },
];

function linesOf(env: Record<string, string | undefined>): string[] {
  try {
    parseConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.lines;
    throw err;
  }
  throw new Error('parseConfig accepted the environment');
}

describe('given an environment the server accepts', () => {
  it.each(accepted)('should read $name', ({ env, expected }) => {
    expect(parseConfig(env)).toMatchObject(expected);
  });
  it('should leave out what is not set (no undefined-valued keys for optional services)', () => {
    const c = parseConfig({});
    expect('databaseUrl' in c).toBe(false);
    expect('redisUrl' in c).toBe(false);
    expect(c.pay).toEqual({ mode: 'sandbox' });
    expect('publicOrigin' in c).toBe(false);
  });
});

describe('given an environment the server refuses', () => {
  it.each(refused)('should refuse $name with one line per bad variable', ({ env, lines }) => {
    const got = linesOf(env);
    expect(got).toHaveLength(lines.length);
    lines.forEach((re, i) => expect(got[i]).toMatch(re));
  });
  it('should never echo a secret or a URL in its lines', () => {
    const got = linesOf({ DATABASE_URL: 'mysql://u:hunter2@h/db', ...aliyun, ALIYUN_SMS_ACCESS_KEY_SECRET: 'hunter2', ALIYUN_SMS_ENDPOINT: 'ftp://hunter2' });
    expect(got.join('\n')).not.toContain('hunter2');
  });
});
