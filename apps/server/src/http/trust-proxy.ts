import net from 'node:net';

/**
 * What `TRUST_PROXY` may say, turned into fastify's `trustProxy`:
 * - unset, empty, `0` or `false`: no proxy; `X-Forwarded-For` is ignored and the socket address is the client.
 * - a hop count `n` (1, 2 …): that many proxies stand in front of the server; the client is the address the
 *   outermost of them appended, so entries a client forged to the left of it are never read. fastify 5 refuses a bare
 *   hop count (it cannot tell a proxy from a client that connects directly and sends the header itself), so the hop
 *   count is passed as a function that also asks the connecting peer to be a loopback or private address (127/8,
 *   10/8, 172.16/12, 192.168/16, 100.64/10, 169.254/16, ::1, fc00::/7, fe80::/10): a client reaching the server
 *   straight from the internet is never taken for the proxy. A proxy with a public address is named in the list form.
 * - a comma-separated list of proxy addresses, CIDR ranges (`10.0.0.0/8`, `fd00:1::/32`) or the names `loopback`,
 *   `linklocal`, `uniquelocal`: `X-Forwarded-For` is read from those proxies only, up to the first address that is
 *   not one of them.
 * Anything else throws (the server refuses to start): `true` would trust every `X-Forwarded-For`, which lets any
 * client pick its own address and step around the per-IP limits. So would `0.0.0.0/0` or `::/0`: a range is at most
 * /8 (IPv4) or /16 (IPv6) wide, and an IPv6 range that holds IPv4-mapped addresses (`::/16`, `::ffff:0:0/96`) is held
 * to the IPv4 bound, since fastify matches IPv4 clients against it in that form.
 */
export type TrustProxy = false | number | string[];

const NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** The shortest prefixes accepted: a range wider than this is not "the proxies in front", it is a part of the internet. */
export const TRUST_PROXY_MIN_PREFIX = { ipv4: 8, ipv6: 16 } as const;

/** IPv4-mapped IPv6 (::ffff:0:0/96): a client connecting over IPv4 is matched against IPv6 ranges in this form. */
const MAPPED = new net.BlockList();
MAPPED.addSubnet('::ffff:0:0', 96, 'ipv6');

/** Why an entry is refused, or null when it is accepted. */
function entryProblem(entry: string): string | null {
  if (NAMES.has(entry)) return null;
  const slash = entry.indexOf('/');
  if (slash === -1) return net.isIP(entry) !== 0 ? null : 'not understood';
  const addr = entry.slice(0, slash);
  const bits = entry.slice(slash + 1);
  const family = net.isIP(addr);
  if (family === 0 || !/^\d{1,3}$/.test(bits) || Number(bits) > (family === 4 ? 32 : 128)) return 'not understood';
  const prefix = Number(bits);
  if (family === 4) return prefix < TRUST_PROXY_MIN_PREFIX.ipv4 ? `wider than /${TRUST_PROXY_MIN_PREFIX.ipv4}` : null;
  if (prefix < TRUST_PROXY_MIN_PREFIX.ipv6) return `wider than /${TRUST_PROXY_MIN_PREFIX.ipv6}`;
  // An IPv6 range that holds IPv4-mapped addresses trusts IPv4 clients too (::/16 holds every one of them): it is an
  // IPv4 range of prefix − 96, held to the IPv4 minimum.
  const range = new net.BlockList();
  range.addSubnet(addr, prefix, 'ipv6');
  const holdsMapped = range.check('::ffff:0:0', 'ipv6') || MAPPED.check(addr, 'ipv6');
  if (holdsMapped && prefix < 96 + TRUST_PROXY_MIN_PREFIX.ipv4) return `holds IPv4-mapped addresses wider than /${TRUST_PROXY_MIN_PREFIX.ipv4}`;
  return null;
}

/** Reads a TRUST_PROXY value (config.ts); throws with the reason on anything not listed above. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = (value ?? '').trim();
  if (v === '' || v === '0' || v.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(v)) return Number(v);
  const entries = v.split(',').map((s) => s.trim());
  const bad = entries.map((e) => [e, entryProblem(e)] as const).filter(([, problem]) => problem !== null);
  if (bad.some(([, problem]) => problem === 'not understood')) {
    throw new Error(
      `TRUST_PROXY=${value}: give the number of proxies in front of the server (e.g. 1) or their addresses/CIDRs separated by commas (e.g. 10.0.0.0/8,127.0.0.1); not understood: ${bad.map(([b]) => JSON.stringify(b)).join(', ')}`,
    );
  }
  if (bad.length > 0) {
    throw new Error(
      `TRUST_PROXY=${value}: a proxy range may be /${TRUST_PROXY_MIN_PREFIX.ipv4} (IPv4) or /${TRUST_PROXY_MIN_PREFIX.ipv6} (IPv6) at the widest, a wider one lets the clients in it choose their own address: ${bad.map(([b, p]) => `${JSON.stringify(b)} (${p})`).join(', ')}`,
    );
  }
  return entries;
}

/** Loopback, private, shared (CGNAT) and link-local ranges: where a proxy in front of this server connects from. */
const PRIVATE = new net.BlockList();
for (const [a, bits] of [['127.0.0.0', 8], ['10.0.0.0', 8], ['172.16.0.0', 12], ['192.168.0.0', 16], ['100.64.0.0', 10], ['169.254.0.0', 16]] as const) {
  PRIVATE.addSubnet(a, bits, 'ipv4');
}
for (const [a, bits] of [['::1', 128], ['fc00::', 7], ['fe80::', 10]] as const) PRIVATE.addSubnet(a, bits, 'ipv6');

export function isPrivateAddress(addr: string): boolean {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(addr)?.[1];
  if (v4 !== undefined) return PRIVATE.check(v4, 'ipv4');
  const family = net.isIP(addr);
  return family !== 0 && PRIVATE.check(addr, family === 4 ? 'ipv4' : 'ipv6');
}

/** fastify's `trustProxy` for a setting: the list as is, a hop count as a function (see above). */
export function fastifyTrustProxy(setting: TrustProxy): false | string[] | ((addr: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  const hops = setting;
  return (addr, hop) => hop < hops && (hop > 0 || isPrivateAddress(addr));
}
