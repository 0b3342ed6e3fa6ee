import type { DatasetProvenance, PublicationKind, PublicationRow } from './dataset';

/**
 * The publications behind the default data set (season_meta `provenance`, written by the seed): which publication a
 * shown table, line or 批次线 comes from, and which 批次线 rows are real. Empty for an imported set (the import drops it).
 */
export class ProvenanceIndex {
  readonly publications: readonly PublicationRow[];
  private readonly lineSources: ReadonlyMap<string, string>;
  private readonly lineBatches: ReadonlyMap<string, { batch: string; scores: number[] }[]>;
  private readonly byKey = new Map<string, PublicationRow[]>();

  constructor(p: Partial<DatasetProvenance> = {}) {
    this.publications = Array.isArray(p.publications) ? p.publications : [];
    this.lineSources = new Map(Object.entries(p.lineSources ?? {}));
    this.lineBatches = new Map(Object.entries(p.lineBatches ?? {}));
    for (const x of this.publications) {
      const k = `${x.kind}|${x.province}|${x.year}|${x.group_d}`;
      const list = this.byKey.get(k) ?? [];
      if (!list.some((y) => y.source_id === x.source_id)) list.push(x);
      this.byKey.set(k, list);
    }
  }

  static fromMeta(value: string | undefined): ProvenanceIndex {
    try {
      return new ProvenanceIndex(JSON.parse(value ?? '{}') as Partial<DatasetProvenance>);
    } catch {
      return new ProvenanceIndex();
    }
  }

  /** Whether the 批次线 of a province, year and group is a published one. */
  isRealLine(province: string, year: number, group_d: string): boolean {
    return this.lineSources.has(`${province}|${year}|${group_d}`);
  }

  /** The ordinary 批次线 published for a real row, by name with their scores (none for a generated row or an older set). */
  batchesOf(province: string, year: number, group_d: string): { batch: string; scores: number[] }[] {
    return this.lineBatches.get(`${province}|${year}|${group_d}`) ?? [];
  }

  /**
   * The publications of a kind for a province, year and group. A 批次线 names the one its row was read from; a group
   * left empty gives every group's (one publication once).
   */
  of(kind: PublicationKind, province: string, year: number, group_d?: string): PublicationRow[] {
    if (kind === 'control-line' && group_d) {
      const id = this.lineSources.get(`${province}|${year}|${group_d}`);
      if (!id) return [];
      return (this.byKey.get(`${kind}|${province}|${year}|${group_d}`) ?? this.publications.filter((p) => p.province === province && p.year === year)).filter((p) => p.source_id === id).slice(0, 1);
    }
    const rows = group_d
      ? (this.byKey.get(`${kind}|${province}|${year}|${group_d}`) ?? [])
      : this.publications.filter((p) => p.kind === kind && p.province === province && p.year === year);
    const seen = new Set<string>();
    return rows.filter((p) => !seen.has(p.source_id) && seen.add(p.source_id));
  }
}
