/**
 * Whether an error means "the database cannot be reached right now" (answered 503, retried by the client later)
 * rather than a bug. Covers socket errors, pool connect time-outs, and PostgreSQL's shutdown/connection classes.
 */
export function isDbUnavailable(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const e = err as { code?: unknown; message?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH'].includes(code)) return true;
  // 08xxx connection exceptions, 57P01..57P03 admin shutdown / crash shutdown / cannot connect now
  if (/^08/.test(code) || /^57P0[1-3]$/.test(code)) return true;
  const msg = typeof e.message === 'string' ? e.message : '';
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connection is closed|Query read timeout|the database system is (shutting down|starting up)/i.test(
    msg,
  );
}
