import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';

/**
 * Watches every statement that goes through one Kysely instance and counts writes per table, so read caches can tell
 * whether what they hold may have changed (see ReadCache below).
 *
 * Only sound where this process is the database's only writer and statements run one at a time: the embedded engine,
 * whose data directory is locked to one server and whose single connection is held by a transaction until it ends,
 * so no read can see a write's table half-committed. On PostgreSQL other instances write too; no watch is made there.
 *
 * Any statement it cannot read the tables of (DDL, a raw write it does not recognise) counts as a write to every table.
 */
export class WriteWatch implements KyselyPlugin {
  private readonly counts = new Map<string, number>();
  private everything = 0;

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const written = writtenTables(args.node);
    if (written === 'all') this.everything++;
    else for (const t of written) this.counts.set(t, (this.counts.get(t) ?? 0) + 1);
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }

  /** A number that changes whenever any of these tables may have been written. */
  generation(tables: readonly string[]): number {
    let g = this.everything;
    for (const t of tables) g += this.counts.get(t) ?? 0;
    return g;
  }
}

/**
 * A small map of values read from the database, each kept with the write generation of the tables it was read from
 * and dropped when they may have changed. `load` stores a value only if no watched write started while it was being
 * read, so a read that raced a write never outlives it.
 */
export class ReadCache<K, V> {
  private readonly map = new Map<K, { gen: number; value: V }>();

  constructor(
    private readonly watch: WriteWatch,
    private readonly tables: readonly string[],
    private readonly max = 5000,
  ) {}

  get size(): number {
    return this.map.size;
  }

  get(key: K): V | undefined {
    const hit = this.map.get(key);
    if (!hit) return undefined;
    if (hit.gen !== this.watch.generation(this.tables)) {
      this.map.delete(key);
      return undefined;
    }
    return hit.value;
  }

  async load(key: K, read: () => Promise<V>): Promise<V> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const gen = this.watch.generation(this.tables);
    const value = await read();
    if (value !== undefined && gen === this.watch.generation(this.tables)) {
      this.map.delete(key);
      this.map.set(key, { gen, value });
      if (this.map.size > this.max) this.map.delete(this.map.keys().next().value as K);
    }
    return value;
  }

  /**
   * Puts a newer value in place of a kept one, for a write the caller made without the watch (see auth.ts: a
   * session's idle clock). Nothing happens when the entry is gone or already out of date.
   */
  replace(key: K, value: V): void {
    const hit = this.map.get(key);
    if (hit && hit.gen === this.watch.generation(this.tables)) hit.value = value;
  }

  delete(key: K): void {
    this.map.delete(key);
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
