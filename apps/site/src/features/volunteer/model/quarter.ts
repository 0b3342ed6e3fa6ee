/**
 * getOnequarter's pairs (part 1 §2 charts): `seat` rank/score pairs and `score_num` score/count pairs. The season
 * service may send them as [a, b] tuples or as objects; both are read into {score, value}.
 */
export interface Pair {
  score: number;
  value: number;
}

function num(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(String(value ?? '').trim());
  return Number.isFinite(n) ? n : Number.NaN;
}

export function readPairs(raw: unknown, valueKeys: readonly string[]): Pair[] {
  if (!Array.isArray(raw)) return [];
  const out: Pair[] = [];
  for (const item of raw as unknown[]) {
    let score = Number.NaN;
    let value = Number.NaN;
    if (Array.isArray(item)) {
      score = num(item[0]);
      value = num(item[1]);
    } else if (item && typeof item === 'object') {
      const o = item as Record<string, unknown>;
      score = num(o.score ?? o.scroe ?? o.fen);
      const key = valueKeys.find((k) => o[k] !== undefined);
      value = key ? num(o[key]) : Number.NaN;
    }
    if (Number.isFinite(score) && Number.isFinite(value)) out.push({ score, value });
  }
  return out;
}
