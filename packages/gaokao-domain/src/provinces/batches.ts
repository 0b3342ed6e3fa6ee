import { shortProvince } from '../filters/short-province';
import { PROVINCE_FORM_MODELS, type ProvinceBatch } from './form-model';

/** The batches the season data is keyed by (spec: 本科批, 专科批); every province's own batch names map to one of them. */
export type CanonicalBatch = '本科批' | '专科批';

/** The spec's batch options (edit form: 本科批, 专科批): what a province without its own names offers. */
export const DEFAULT_BATCHES: readonly CanonicalBatch[] = ['本科批', '专科批'];

/** The batches /RecruitData (招生计划) and the season dictionary offer: 提前批 first, then the spec's pair. */
export const RECRUIT_DATA_BATCHES: readonly string[] = ['本科提前批', ...DEFAULT_BATCHES];

/** The batch types of the home form (spec: 普通类, 高职单招); 高职单招 offers only the 专科 batches. */
export const BATCH_TYPES = ['普通类', '高职单招'] as const;

export type { ProvinceBatch } from './form-model';

/**
 * The ordinary (普通类, not 提前批 or 艺体) batches of the provinces whose names differ from the spec's 本科批 / 专科批,
 * by short name: the `batches` of the province form model table (form-model.ts), the one place they are written. Every
 * other province of the list offers the spec's pair. A Map: "__proto__" names no province.
 */
export const PROVINCE_BATCHES: ReadonlyMap<string, readonly ProvinceBatch[]> = new Map<string, readonly ProvinceBatch[]>(
  [...PROVINCE_FORM_MODELS.values()].flatMap((x) => (x.batches ? [[x.province, x.batches] as const] : [])),
);

const b = (name: string, canonical: CanonicalBatch): ProvinceBatch => ({ name, canonical });

const DEFAULT_TABLE: readonly ProvinceBatch[] = DEFAULT_BATCHES.map((name) => b(name, name));

/**
 * The names the examination authorities publish their ordinary undergraduate (普通类本科) lines under, where they differ
 * from the forms' names (../shared/data/real-national: 上海 本科普通批次平行志愿, 湖北 本科普通批平行志愿, 黑龙江
 * 普通本科批平行志愿, 山西 普通本科批, 天津 本科批次A阶段 / B阶段, 宁夏 本科批B段): read as 本科批. 本科提前批, the
 * old system's 本科一批 / 二批 and the special plans' batches are not here and stay as they are.
 */
export const PUBLISHED_UNDERGRADUATE_BATCHES: readonly string[] = ['本科普通批次平行志愿', '本科普通批平行志愿', '普通本科批平行志愿', '普通本科批', '本科批次A阶段', '本科批次B阶段', '本科批A段', '本科批B段'];

/** Every batch name of the table → its canonical batch (a name means the same batch in every province that uses it). */
const CANONICAL_OF: ReadonlyMap<string, CanonicalBatch> = new Map([
  ...[...DEFAULT_TABLE, ...[...PROVINCE_BATCHES.values()].flat()].map((x) => [x.name, x.canonical] as const),
  ...PUBLISHED_UNDERGRADUATE_BATCHES.map((n) => [n, '本科批'] as const),
]);

/** The batches (name and canonical) of a province ("浙江省" reads as 浙江); the spec's pair for any other text. */
export function provinceBatchTable(province: string | null | undefined): readonly ProvinceBatch[] {
  return PROVINCE_BATCHES.get(shortProvince(province)) ?? DEFAULT_TABLE;
}

/**
 * The batch options of a province for a batch type: 普通类 (or none) every ordinary batch, 高职单招 only those of the
 * 专科 data. Without a province: the spec's 本科批, 专科批 (高职单招: 专科批).
 */
export function provinceBatches(province?: string | null, batchType?: string | null): string[] {
  const table = provinceBatchTable(province);
  const rows = (batchType ?? '').trim() === '高职单招' ? table.filter((x) => x.canonical === '专科批') : table;
  return rows.map((x) => x.name);
}

/** Whether the province's form offers this batch (the spec's 本科批/专科批 in a province that names its own are not). */
export function isProvinceBatch(province: string | null | undefined, batch: string | null | undefined): boolean {
  const name = (batch ?? '').trim();
  return name !== '' && provinceBatchTable(province).some((x) => x.name === name);
}

/**
 * The batch the season data is keyed by: a province's batch name (普通类一段, 本科普通批 …) → 本科批 or 专科批; the
 * canonical names themselves (plans saved before the provinces' names) and any other batch (本科提前批, 特殊类型招生批 …)
 * stay as they are (trimmed).
 */
export function canonicalBatch(batch: string | null | undefined): string {
  const name = (batch ?? '').trim();
  return CANONICAL_OF.get(name) ?? name;
}

/** Whether a batch reads the 本科批 data (本科批, 本科普通批, 普通类一段 …). */
export function isUndergraduateBatch(batch: string | null | undefined): boolean {
  return canonicalBatch(batch) === '本科批';
}

/**
 * The province's option for a batch chosen elsewhere (a saved profile, another province): the batch itself when the
 * province offers it, else the province's first batch of the same data (本科批 in 浙江 → 普通类一段), else undefined.
 */
export function matchProvinceBatch(
  province: string | null | undefined,
  batch: string | null | undefined,
  options: readonly string[] = provinceBatches(province),
): string | undefined {
  const name = (batch ?? '').trim();
  if (name === '') return undefined;
  if (options.includes(name)) return name;
  const want = canonicalBatch(name);
  return options.find((o) => canonicalBatch(o) === want);
}

/**
 * The batch a form shows for the member's choice among a province's options: the choice matched to the province
 * (`matchProvinceBatch`), else the first option, else ''. A plan's saved batch that the province no longer offers (the
 * spec's 本科批 / 专科批, saved before the provinces' names) is kept while the choice and the province are still the
 * saved ones, so editing other fields never renames it.
 */
export function batchShown(
  province: string | null | undefined,
  choice: string | null | undefined,
  options: readonly string[],
  saved?: { province: string | null | undefined; batch: string | null | undefined },
): string {
  const name = (choice ?? '').trim();
  if (saved && name !== '' && name === (saved.batch ?? '').trim() && (province ?? '') === (saved.province ?? '') && !options.includes(name)) return name;
  return matchProvinceBatch(province, name, options) ?? options[0] ?? '';
}

/**
 * Whether `after` is the batch `before` names: the same text, or the province's own name of the data a plan saved under
 * the spec's 本科批 / 专科批 reads (本科批 → 普通类一段). A free member may make that rename; no other change of batch.
 */
export function keepsBatch(before: string | null | undefined, after: string | null | undefined): boolean {
  const was = (before ?? '').trim();
  const now = (after ?? '').trim();
  if (was === now) return true;
  return (DEFAULT_BATCHES as readonly string[]).includes(was) && canonicalBatch(now) === was;
}
