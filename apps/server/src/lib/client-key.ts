import net from 'node:net';

/**
 * What per-address limits count: one client's share of the address space, not one address. An IPv4 client is its
 * address. An IPv6 client holds a whole /64 (SLAAC, privacy addresses: a phone or a home picks a new address in it at
 * will, and a server can be given one), so it is counted by its /64; a site or a customer is usually given a /48 (or a
 * /56 inside one), so the /48 is counted as well, with a wider limit. IPv4-mapped IPv6 (`::ffff:1.2.3.4`, how a
 * dual-stack socket shows an IPv4 client) is the IPv4 address.
 */
export interface ClientKeys {
  /** The IPv4 address, or the IPv6 /64 (`2001:db8:0:1::/64`). */
  net: string;
  /** The IPv6 /48 (`2001:db8:0::/48`); none for IPv4. */
  wide?: string;
}

/** The eight 16-bit groups of an IPv6 address (zone removed), or null when it is not one. */
export function ipv6Groups(address: string): number[] | null {
  const addr = address.split('%')[0] ?? '';
  if (net.isIPv6(addr) === false) return null;
  let text = addr;
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (v4 !== undefined) {
    const b = v4.split('.').map(Number);
    text = text.slice(0, -v4.length) + `${((b[0]! << 8) | b[1]!).toString(16)}:${((b[2]! << 8) | b[3]!).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (s: string) => (s === '' ? [] : s.split(':').map((g) => parseInt(g, 16)));
  const h = parse(head);
  const t = tail === undefined ? [] : parse(tail);
  const groups = tail === undefined ? h : [...h, ...Array<number>(8 - h.length - t.length).fill(0), ...t];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

const hex = (groups: number[]) => groups.map((g) => g.toString(16)).join(':');

export function clientKeys(ip: string): ClientKeys {
  if (net.isIPv4(ip)) return { net: ip };
  const g = ipv6Groups(ip);
  if (g === null) return { net: ip };
  // ::ffff:a.b.c.d
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) {
    return { net: [g[6]! >> 8, g[6]! & 255, g[7]! >> 8, g[7]! & 255].join('.') };
  }
  return { net: `${hex(g.slice(0, 4))}::/64`, wide: `${hex(g.slice(0, 3))}::/48` };
}
