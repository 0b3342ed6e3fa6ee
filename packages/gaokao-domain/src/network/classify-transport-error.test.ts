import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { classifyTransportError } from './classify-transport-error';

class TimeoutError extends Error {
  override name = 'TimeoutError';
}
class HTTPError extends Error {
  override name = 'HTTPError';
  constructor(public response: { status: number }) {
    super(`Request failed with status code ${response.status}`);
  }
}

type Case = { name: string; err: unknown; text: string };
const cases: Case[] = [
  { name: "ky's TimeoutError", err: new TimeoutError('Request timed out: POST /api/Volunteer/add'), text: '请求超时，请稍后重试' },
  { name: 'an AbortSignal.timeout DOMException-like error', err: { name: 'TimeoutError', message: 'signal timed out' }, text: '请求超时，请稍后重试' },
  { name: "axios' ECONNABORTED", err: { code: 'ECONNABORTED', message: 'timeout of 50000ms exceeded' }, text: '请求超时，请稍后重试' },
  { name: 'a timeout text', err: 'timeout', text: '请求超时，请稍后重试' },
  { name: 'an HTTP 502', err: new HTTPError({ status: 502 }), text: '服务器繁忙，请稍后重试（502）' },
  { name: 'an HTTP 404', err: new HTTPError({ status: 404 }), text: '服务器繁忙，请稍后重试（404）' },
  { name: 'a fetch network failure', err: new TypeError('Failed to fetch'), text: '网络异常，请稍后重试' },
  { name: 'a Chinese message', err: new Error('上传文件过大'), text: '上传文件过大' },
  { name: 'a response without status', err: { message: 'x', response: null }, text: '网络异常，请稍后重试' },
  { name: 'a Chinese string', err: '网络断开', text: '网络断开' },
  { name: 'null', err: null, text: '网络异常，请稍后重试' },
  { name: 'a number', err: 42, text: '网络异常，请稍后重试' },
];

describe('given a transport error', () => {
  it.each(cases)('should toast $name as $text', ({ err, text }) => {
    expect(classifyTransportError(err)).toBe(text);
  });
});

describe('given any thrown value', () => {
  it('should never throw and always give a non-empty toast text', () => {
    fc.assert(fc.property(fc.anything(), (err) => {
        expect(classifyTransportError(err).trim()).not.toBe('');
      }));
  });
});
