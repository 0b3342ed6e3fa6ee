import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AliyunSmsProvider, DevSmsProvider, aliyunSign, smsProviderFromConfig } from '../src/accounts/sms-provider';
import { parseConfig } from '../src/config';

/**
 * A fake Aliyun endpoint on 127.0.0.1 that checks signatures the way the gateway documents them, written apart from
 * the provider's own signer: rebuild the canonical query from the decoded parameters, sign, compare.
 */
const SECRET = 'fake-secret-for-tests';
const received: Record<string, string>[] = [];

function rfc3986(s: string) {
  return encodeURIComponent(s).replace(/[!'()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase());
}

let server: http.Server;
let endpoint: string;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url!, 'http://127.0.0.1');
    const params = Object.fromEntries(url.searchParams.entries());
    received.push(params);
    const sig = params.Signature;
    const canonical = Object.keys(params)
      .filter((k) => k !== 'Signature')
      .sort()
      .map((k) => `${rfc3986(k)}=${rfc3986(params[k]!)}`)
      .join('&');
    const expected = createHmac('sha1', `${SECRET}&`).update(`GET&%2F&${rfc3986(canonical)}`).digest('base64');
    res.setHeader('content-type', 'application/json');
    if (sig !== expected) {
      res.end(JSON.stringify({ Code: 'SignatureDoesNotMatch', Message: 'Specified signature is not matched with our calculation.' }));
      return;
    }
    res.end(JSON.stringify({ Code: 'OK', Message: 'OK', BizId: '1', RequestId: 'r' }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('Aliyun SMS provider (RPC signature V1, HMAC-SHA1)', () => {
  it('matches the signature of the published example request', () => {
    // Example of Aliyun's SMS API signature documentation (AccessKeySecret "testSecret").
    const params = {
      AccessKeyId: 'testId',
      Action: 'SendSms',
      Format: 'XML',
      OutId: '123',
      PhoneNumbers: '15300000001',
      RegionId: 'cn-hangzhou',
      SignName: '阿里云短信测试专用',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_71390007',
      TemplateParam: '{"customer":"test"}',
      Timestamp: '2017-07-12T02:42:19Z',
      Version: '2017-05-25',
    };
    expect(aliyunSign('GET', params, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });

  it('sends a request the fake gateway accepts, carrying the code in TemplateParam', async () => {
    const p = new AliyunSmsProvider({ accessKeyId: 'AK', accessKeySecret: SECRET, signName: '高考志愿', templateCode: 'SMS_1', endpoint });
    await p.send('13800001234', '042137');
    const last = received.at(-1)!;
    expect(last).toMatchObject({ Action: 'SendSms', PhoneNumbers: '13800001234', SignName: '高考志愿', TemplateParam: '{"code":"042137"}', SignatureMethod: 'HMAC-SHA1' });
    expect(last.Timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it('fails loudly when the gateway rejects the signature (wrong secret)', async () => {
    const p = new AliyunSmsProvider({ accessKeyId: 'AK', accessKeySecret: 'wrong', signName: '高考志愿', templateCode: 'SMS_1', endpoint });
    await expect(p.send('13800001234', '000000')).rejects.toThrow(/SignatureDoesNotMatch/);
  });

  it('uses a fresh nonce per request', async () => {
    const p = new AliyunSmsProvider({ accessKeyId: 'AK', accessKeySecret: SECRET, signName: 's', templateCode: 't', endpoint });
    await p.send('13800001234', '111111');
    await p.send('13800001234', '222222');
    const [a, b] = received.slice(-2);
    expect(a!.SignatureNonce).not.toBe(b!.SignatureNonce);
  });
});

describe('SMS provider from the environment', () => {
  // As main.ts does: the environment is parsed once (config.ts refuses what is wrong), the provider built from it.
  const smsProviderFromEnv = (env: Record<string, string | undefined>, log: (line: string) => void) => smsProviderFromConfig(parseConfig(env).sms, log);
  const aliyun = {
    SMS_PROVIDER: 'aliyun',
    ALIYUN_SMS_ACCESS_KEY_ID: 'id',
    ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
    ALIYUN_SMS_SIGN_NAME: '高考志愿',
    ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
  };
  const noLog = () => {};

  it('in development, the development provider by default and when asked for', () => {
    expect(smsProviderFromEnv({}, noLog)).toBeInstanceOf(DevSmsProvider);
    expect(smsProviderFromEnv({ NODE_ENV: 'development', SMS_PROVIDER: 'dev' }, noLog)).toBeInstanceOf(DevSmsProvider);
    expect(smsProviderFromEnv({ NODE_ENV: 'test', ...aliyun }, noLog)).toBeInstanceOf(AliyunSmsProvider);
  });

  it.each([
    { name: 'no SMS_PROVIDER', env: { NODE_ENV: 'production' } },
    { name: 'SMS_PROVIDER=dev', env: { NODE_ENV: 'production', SMS_PROVIDER: 'dev' } },
    { name: 'an empty SMS_PROVIDER', env: { NODE_ENV: 'production', SMS_PROVIDER: '' } },
  ])('with NODE_ENV=production and $name, refuses: codes would go to the log', ({ env }) => {
    expect(() => smsProviderFromEnv(env, noLog)).toThrow(/NODE_ENV=production.*SMS_PROVIDER=aliyun/);
  });

  it('with NODE_ENV=production and a complete Aliyun configuration, sends through Aliyun', () => {
    expect(smsProviderFromEnv({ NODE_ENV: 'production', ...aliyun }, noLog)).toBeInstanceOf(AliyunSmsProvider);
  });

  it('refuses an Aliyun configuration with a variable missing, and an unknown provider name (no silent fallback to the log)', () => {
    expect(() => smsProviderFromEnv({ NODE_ENV: 'production', ...aliyun, ALIYUN_SMS_ACCESS_KEY_SECRET: '' }, noLog)).toThrow(/ALIYUN_SMS_ACCESS_KEY_SECRET/);
    expect(() => smsProviderFromEnv({ SMS_PROVIDER: 'aliyn' }, noLog)).toThrow(/SMS_PROVIDER/);
  });
});
