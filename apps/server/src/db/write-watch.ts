import { AsyncLocalStorage } from 'node:async_hooks';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { cacheLookups } from '../metrics';

/**
 * What a request did, kept through its async work (app.ts opens one scope per request). On PostgreSQL a request that
 * wrote reads nothing kept for the rest of its life and its answer waits for the write's notification to come back
 * (WriteWatch.settle), so the same client's next request cannot be served what the write replaced.
 */
export interface RequestScope {
  wrote: boolean;
  /** Run once the request's writes are back (WriteWatch.settle): cache updates that the writes made possible. */
  afterSettle?: Array<() => void>;
}
export const requestScope = new AsyncLocalStorage<RequestScope>();

/**
 * Where remote writes come from on PostgreSQL (db/cache-bus.ts): `live()` is true only while the listening connection
 * is up and has recently proven that every notification committed up to a known moment reached this process.
 */
export interface WriteFeed {
  live(): boolean;
  /** Resolves once every write committed before the call has been delivered to this process (or the feed is down). */
  barrier(): Promise<void>;
}

/** Slots of the per-(table, member) counters: a bounded array, so a collision only drops one more entry. */
const SLOTS = 1 << 16;
/** How many recent changes `changedSince` can look back over; a read that saw more is not kept. */
const RING = 4096;
const ANY_TABLE = '*';

function slotOf(table: string, tag: string): number {
  let h = 0x811c9dc5;
  const s = `${table}:${tag}`;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) & (SLOTS - 1);
}

/**
 * Watches every statement that goes through one Kysely instance so read caches can tell whether what they hold may
 * have changed (see ReadCache below). Two modes:
 *
 * - **exact** (no feed; the embedded engine): this process is the database's only writer and statements run one at a
 *   time (the data directory is locked to one server and its single connection is held by a transaction until it
 *   ends), so counting writes per table as they start is exact. Any statement whose tables cannot be read (DDL, a raw
 *   write it does not recognise) counts as a write to every table.
 * - **notify** (a feed; PostgreSQL): every instance writes, so changes come from the database itself — triggers send
 *   `<table>:<memberuser_id>` when a write commits (migration 0005) and `changed` is called for each. A write this
 *   process makes inside a request only marks the request (RequestScope); outside a request (start-up, jobs) it
 *   counts for its whole tables as in exact mode. Nothing is served or kept while the feed is not live.
 */
export class WriteWatch implements KyselyPlugin {
  private readonly counts = new Map<string, number>();
  private readonly perKey = new Uint32Array(SLOTS);
  private everything = 0;
  /** Ring of recent changes: table ('*' = every table) and slot (-1 = every key of the table). */
  private seq = 0;
  private readonly ringTable: string[] = new Array<string>(RING).fill(ANY_TABLE);
  private readonly ringSlot = new Int32Array(RING);

  constructor(private feed?: WriteFeed) {}

  /** Switches to notify mode (connect.ts, once the listening connection exists). */
  attach(feed: WriteFeed): void {
    this.feed = feed;
  }

  get notifyMode(): boolean {
    return this.feed !== undefined;
  }

  /** Whether the feed is live (notify mode). */
  feedLive(): boolean {
    return this.feed?.live() ?? false;
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const written = writtenTables(args.node);
    if (written !== 'all' && written.size === 0) return args.node;
    if (this.feed) {
      const scope = requestScope.getStore();
      if (scope) {
        scope.wrote = true;
        return args.node;
      }
    }
    if (written === 'all') this.changedAll();
    else for (const t of written) this.changed(t);
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }

  /** A write to `table`, of one member's rows when `tag` is given, of any row otherwise. */
  changed(table: string, tag?: string): void {
    const slot = tag === undefined ? -1 : slotOf(table, tag);
    if (slot < 0) this.counts.set(table, (this.counts.get(table) ?? 0) + 1);
    else this.perKey[slot] = (this.perKey[slot]! + 1) >>> 0;
    this.ringTable[this.seq % RING] = table;
    this.ringSlot[this.seq % RING] = slot;
    this.seq++;
  }

  /** Everything kept may be stale (DDL, a lost listening connection). */
  changedAll(): void {
    this.everything++;
    this.ringTable[this.seq % RING] = ANY_TABLE;
    this.ringSlot[this.seq % RING] = -1;
    this.seq++;
  }

  /** Whether kept values may be served and stored now (always in exact mode). */
  enabled(): boolean {
    if (!this.feed) return true;
    return this.feed.live() && !requestScope.getStore()?.wrote;
  }

  /** Waits, after a request wrote, until its writes' notifications are back (notify mode); at once otherwise. */
  async settle(): Promise<void> {
    const scope = requestScope.getStore();
    if (this.feed && scope?.wrote) await this.feed.barrier();
    const after = scope?.afterSettle;
    if (after) {
      scope.afterSettle = undefined;
      for (const f of after) f();
    }
  }

  /** A number that changes whenever any of these tables may have been written (for one member's rows: `tag`). */
  generation(tables: readonly string[], tag?: string): number {
    let g = this.everything;
    for (const t of tables) {
      g += this.counts.get(t) ?? 0;
      if (tag !== undefined) g += this.perKey[slotOf(t, tag)]!;
    }
    return g;
  }

  /** The position of the change log, for `changedSince`. */
  get position(): number {
    return this.seq;
  }

  /** How many changes since `position` may concern these tables (for `tag`'s rows); Infinity past the ring. */
  changesSince(position: number, tables: readonly string[], tag: string): number {
    if (this.seq - position > RING) return Number.POSITIVE_INFINITY;
    let n = 0;
    for (let i = position; i < this.seq; i++) {
      const t = this.ringTable[i % RING]!;
      if (t === ANY_TABLE) return Number.POSITIVE_INFINITY;
      if (!tables.includes(t)) continue;
      const slot = this.ringSlot[i % RING]!;
      if (slot < 0 || slot === slotOf(t, tag)) n++;
    }
    return n;
  }

  /** Whether a change since `position` may concern these tables (for `tag`'s rows when given). */
  changedSince(position: number, tables: readonly string[], tag?: string): boolean {
    if (this.seq - position > RING) return true;
    for (let i = position; i < this.seq; i++) {
      const t = this.ringTable[i % RING]!;
      if (t === ANY_TABLE) return true;
      if (!tables.includes(t)) continue;
      const slot = this.ringSlot[i % RING]!;
      if (slot < 0 || tag === undefined || slot === slotOf(t, tag)) return true;
    }
    return false;
  }
}

/** Which member a kept entry belongs to (its key or its value tells), so other members' writes leave it alone. */
export type TagOf<K, V> = (key: K, value: V) => string | number | undefined;

/**
 * A small map of values read from the database, each kept with the write generation of the tables it was read from
 * (and of its member's rows, when `tagOf` names the member) and dropped when they may have changed. `load` stores a
 * value only if no watched change that may concern it happened while it was being read, so a read that raced a write
 * never outlives it. In notify mode nothing is served or stored while the feed is down.
 */
export class ReadCache<K, V> {
  private readonly map = new Map<K, { gen: number; tag: string | undefined; value: V }>();

  constructor(
    private readonly watch: WriteWatch,
    private readonly tables: readonly string[],
    private readonly max = 5000,
    private readonly tagOf?: TagOf<K, V>,
    private readonly name = 'read',
  ) {}

  get size(): number {
    return this.map.size;
  }

  private tag(key: K, value: V): string | undefined {
    const t = this.tagOf?.(key, value);
    return t === undefined ? undefined : String(t);
  }

  get(key: K): V | undefined {
    if (!this.watch.enabled()) return undefined;
    const hit = this.map.get(key);
    if (!hit) return undefined;
    if (hit.gen !== this.watch.generation(this.tables, hit.tag)) {
      this.map.delete(key);
      return undefined;
    }
    return hit.value;
  }

  async load(key: K, read: () => Promise<V>): Promise<V> {
    if (!this.watch.enabled()) {
      cacheLookups.inc({ cache: this.name, result: 'off' });
      return read();
    }
    const cached = this.get(key);
    if (cached !== undefined) {
      cacheLookups.inc({ cache: this.name, result: 'hit' });
      return cached;
    }
    cacheLookups.inc({ cache: this.name, result: 'miss' });
    const position = this.watch.position;
    const value = await read();
    if (value === undefined || !this.watch.enabled()) return value;
    const tag = this.tag(key, value);
    if (this.watch.changedSince(position, this.tables, tag)) return value;
    this.map.delete(key);
    this.map.set(key, { gen: this.watch.generation(this.tables, tag), tag, value });
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value as K);
    return value;
  }

  /**
   * Puts a newer value in place of a kept one, for a write the caller made without the watch (see auth.ts: a
   * session's idle clock). Nothing happens when the entry is gone or already out of date.
   */
  replace(key: K, value: V): void {
    const hit = this.map.get(key);
    if (hit && hit.gen === this.watch.generation(this.tables, hit.tag)) hit.value = value;
  }

  delete(key: K): void {
    this.map.delete(key);
  }

  /**
   * Before a request's own write of `key`'s rows: the kept value when it is current, with where the change log stands,
   * for `carry` once the write is back. Undefined when nothing current is kept.
   */
  ticket(key: K): { key: K; value: V; position: number } | undefined {
    const value = this.get(key);
    return value === undefined ? undefined : { key, value, position: this.watch.position };
  }

  /**
   * After the request's write of `ticket.key`'s rows came back (WriteWatch.settle: `scope.afterSettle`): keeps
   * `next(ticket.value)` as current when the only changes that may concern the entry since the ticket are the write's
   * own `own` (its notification on PostgreSQL; its statement on the embedded engine). Anything else — another write
   * of the member's rows, a reset, the feed down — and nothing is kept: the next read loads from the database.
   */
  carry(ticket: { key: K; value: V; position: number }, own: number, next: (value: V) => V): boolean {
    if (this.watch.notifyMode && !this.watch.feedLive()) return false;
    const tag = this.tag(ticket.key, ticket.value);
    if (tag === undefined || this.watch.changesSince(ticket.position, this.tables, tag) !== own) return false;
    const value = next(ticket.value);
    this.map.delete(ticket.key);
    this.map.set(ticket.key, { gen: this.watch.generation(this.tables, tag), tag, value });
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value as K);
    return true;
  }
}

// ───────────── which tables a statement writes

const WRITE_KINDS = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);
const RAW_WRITE = /\b(insert\s+into|delete\s+from|update|merge\s+into|truncate(?:\s+table)?)\s+(?:only\s+)?(?:"?[a-z_][a-z0-9_]*"?\.)?"?([a-z_][a-z0-9_]*)"?(\s+(?:as\s+)?(?:[a-z_][a-z0-9_]*\s+)?set\b)?/gi;
const RAW_DDL = /^\s*(?:create|alter|drop|do|copy|grant|revoke|comment|vacuum|cluster|reindex|call|lock|refresh)\b/i;

interface NodeLike {
  kind?: string;
  [k: string]: unknown;
}

function nameOf(node: unknown): string | null {
  const n = node as NodeLike | undefined;
  if (!n || typeof n !== 'object') return null;
  if (n.kind === 'AliasNode') return nameOf(n.node);
  if (n.kind === 'TableNode') {
    const id = (n.table as NodeLike | undefined)?.identifier as NodeLike | undefined;
    return typeof id?.name === 'string' ? id.name : null;
  }
  return null;
}

function rawText(node: NodeLike): string {
  return Array.isArray(node.sqlFragments) ? (node.sqlFragments as string[]).join(' ? ') : '';
}

/** Tables a raw statement writes; 'all' when it may write and they cannot be told. */
function rawWrites(text: string): ReadonlySet<string> | 'all' {
  // "FOR UPDATE" in a select takes a lock and writes nothing.
  const t = text.replace(/\bfor\s+(?:no\s+key\s+)?update\b/gi, ' ');
  if (RAW_DDL.test(t)) return 'all';
  const out = new Set<string>();
  for (const m of t.matchAll(RAW_WRITE)) {
    // "UPDATE x" is a write only as "UPDATE x [alias] SET".
    if ((m[1] as string).toLowerCase() === 'update' && !m[3]) continue;
    out.add((m[2] as string).toLowerCase());
  }
  if (out.size === 0 && /\b(?:insert|delete|merge|truncate)\b|\bupdate\s+\S+\s+set\b/i.test(t)) return 'all';
  return out;
}

const NONE: ReadonlySet<string> = new Set();

export function writtenTables(root: RootOperationNode): ReadonlySet<string> | 'all' {
  const node = root as unknown as NodeLike;
  // Most statements: a select without a WITH, which cannot write.
  if (node.kind === 'SelectQueryNode' && !node.with) return NONE;
  if (node.kind === 'RawNode') return rawWrites(rawText(node));
  const out = new Set<string>();
  let unknown = false;
  const visit = (v: unknown): void => {
    if (!v || typeof v !== 'object') return;
    if (Array.isArray(v)) {
      for (const x of v) visit(x);
      return;
    }
    const n = v as NodeLike;
    if (typeof n.kind === 'string' && WRITE_KINDS.has(n.kind)) {
      const target =
        n.kind === 'InsertQueryNode' || n.kind === 'MergeQueryNode'
          ? nameOf(n.into)
          : n.kind === 'UpdateQueryNode'
            ? nameOf(n.table)
            : nameOf(((n.from as NodeLike | undefined)?.froms as unknown[] | undefined)?.[0]);
      if (target) out.add(target);
      else unknown = true;
    } else if (n.kind === 'RawNode') {
      const w = rawWrites(rawText(n));
      if (w === 'all') unknown = true;
      else for (const t of w) out.add(t);
    }
    for (const [k, x] of Object.entries(n)) if (k !== 'kind') visit(x);
  };
  if (typeof node.kind === 'string' && /^(?:Create|Alter|Drop|Refresh)/.test(node.kind)) return 'all';
  visit(node);
  return unknown ? 'all' : out;
}
