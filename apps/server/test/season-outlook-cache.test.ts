import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { seededRandom } from 'gaokao-domain';
import { openDatabase, type DbHandle } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import type { SeasonDataset, UnitRow } from '../src/season/dataset';
import { buildIndexes } from '../src/season/indexes';
import type { StoredRows } from '../src/season/load';
import { probabilityAt, probabilityReason } from '../src/season/outlook';
import { codeDigest, keepOutlooks, OUTLOOK_META_PREFIX } from '../src/season/outlook-cache';
import { SeasonStore } from '../src/season/store';
import { unitJson } from '../src/season/wire';
import type { Unit } from '../src/season/model';

/**
 * A real slice the model can fit: 60 majors of 30 colleges with results 2021–2024 (ranks drifting a little each year)
 * in 江苏's 物理类 table (100 examinees a point from 700 down), plan year 2025.
 */
function season(): UnitRow[] {
  const rnd = seededRandom(20251128);
  const units: UnitRow[] = [];
  for (let c = 0; c < 30; c++) {
    for (let m = 0; m < 2; m++) {
      const base = 2000 + c * 900 + m * 300;
      for (const year of [2021, 2022, 2023, 2024]) {
        const rank = Math.round(base * (1 + (rnd() - 0.5) * 0.2));
        units.push({
          province: '江苏',
          year,
          batch: '本科批',
          group_d: '物理类',
          code: String(4100000001 + c),
          collegeName: `测试大学${c + 1}`,
          group_code: '',
          specialty_code: String(m + 1).padStart(2, '0'),
          specialty_title: m === 0 ? '数学与应用数学' : '计算机科学与技术',
          the_second: '物',
          major_remark: '',
          planned_number: 10,
          schooling_length: null,
          tuition_fee: null,
          max_score: null,
          min_score: 700 - Math.floor(rank / 100),
          avg_score: null,
          min_rank: rank,
          admitted: null,
          zhengji1: null,
          zhengji2: null,
        });
      }
    }
  }
  return units;
}

const ranks = [2021, 2022, 2023, 2024, 2025].flatMap((year) =>
  Array.from({ length: 400 }, (_, i) => ({ province: '江苏', year, group_d: '物理类', score: 700 - i, count: 100, cumulative: 100 * (i + 1) })),
);
const KEY = `${OUTLOOK_META_PREFIX}test`;

function stored(meta: [string, string][]): StoredRows {
  return {
    meta: new Map([['dataset', 'real'], ['plan_year', '2025'], ...meta]),
    provinces: [],
    colleges: [],
    majors: [],
    ranks,
    lines: [],
    content: [],
    units: season().map((u, i) => ({ unit_id: i + 1, ...u })),
  };
}

/** What a family sees of a unit: its line, 位次, 99 % line, probability and note at a few scores, and its wire row. */
function seen(u: Unit) {
  return {
    yugu: [u.yugu_score, u.yugu_seat, u.outlook?.line99 ?? null, u.outlook?.ece ?? null],
    at: [640, 660, 680].map((s) => [probabilityAt(u.outlook, s), probabilityReason(u.outlook, s)]),
    json: unitJson(u),
  };
}

describe('fitted outlooks kept in season_meta (outlook-cache.ts)', () => {
  const fresh = buildIndexes(stored([['version', '7']]), { outlookKey: KEY });
  const units = [...fresh.unitById.values()];

  it('a build without a kept entry fits the real slice and hands the fits to be kept', () => {
    expect(fresh.fitted).not.toBeNull();
    expect(units.filter((u) => u.outlook !== null).length).toBeGreaterThan(30);
  });

  it('a build that reads the entry kept for its version shows every unit exactly as the fit did, and fits nothing', () => {
    const text = keepOutlooks('7', fresh.fitted!);
    const again = buildIndexes(stored([['version', '7'], [KEY, text]]), { outlookKey: KEY });
    expect(again.fitted).toBeNull();
    expect(units.map(seen)).toEqual([...again.unitById.values()].map(seen));
  });

  it('reads its lines from the entry (an altered entry shows through), so the entry is what serves', () => {
    const kept = JSON.parse(keepOutlooks('7', fresh.fitted!)) as { slices: Record<string, ({ yuguScore: number } | null)[]> };
    const list = kept.slices['江苏|本科批|物理类']!;
    const at = list.findIndex((o) => o !== null);
    list[at]!.yuguScore += 50;
    const again = buildIndexes(stored([['version', '7'], [KEY, JSON.stringify(kept)]]), { outlookKey: KEY });
    const before = new Map(units.map((u) => [u.unit_id, u.yugu_score]));
    const changed = [...again.unitById.values()].filter((u) => u.yugu_score !== before.get(u.unit_id));
    expect(changed).toHaveLength(1);
    expect(changed[0]!.yugu_score).toBe(before.get(changed[0]!.unit_id)! + 50);
  });

  it('fits again when the data changed since (another version), or the entry cannot be read', () => {
    const text = keepOutlooks('7', fresh.fitted!);
    for (const meta of [
      [['version', '8'], [KEY, text]],
      [['version', '7'], [KEY, text.slice(0, -10)]],
      [['version', '7'], [`${OUTLOOK_META_PREFIX}other-code`, text]],
    ] as [string, string][][]) {
      const again = buildIndexes(stored(meta), { outlookKey: KEY });
      expect(again.fitted).not.toBeNull();
      expect(units.map(seen)).toEqual([...again.unitById.values()].map(seen));
    }
  });
});

describe('the code digest that names a kept entry', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gaokao-digest-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('changes with any code file under the folders, and not with other files or test files', () => {
    fs.mkdirSync(path.join(dir, 'predict'));
    fs.writeFileSync(path.join(dir, 'predict', 'model.ts'), 'export const w = 0.5;\n');
    const first = codeDigest([dir]);
    expect(codeDigest([dir])).toBe(first);
    fs.writeFileSync(path.join(dir, 'README.md'), 'notes');
    fs.writeFileSync(path.join(dir, 'predict', 'model.test.ts'), 'test');
    expect(codeDigest([dir])).toBe(first);
    fs.writeFileSync(path.join(dir, 'predict', 'model.ts'), 'export const w = 0.6;\n');
    expect(codeDigest([dir])).not.toBe(first);
  });
});

describe('a store keeps its fits for the next start on the same database', () => {
  let h: DbHandle;
  afterAll(async () => h?.close());

  it('writes the entry after the first start and serves the next start from it', async () => {
    h = await openDatabase({ dataDir: 'memory://' });
    await migrateToLatest(h.db);
    const ds: SeasonDataset = { dataset: 'real', provinces: [], colleges: [], majors: [], ranks, lines: [], units: season(), content: [], planYear: 2025 };
    const first = await SeasonStore.open(h.db, { seedInBackground: false, pollSeconds: 0, dataset: () => ds });
    const kept = await h.db.selectFrom('season_meta').select(['key', 'value']).where('key', 'like', `${OUTLOOK_META_PREFIX}%`).execute();
    expect(kept).toHaveLength(1);
    expect(JSON.parse(kept[0]!.value)).toMatchObject({ version: first.version });
    const later = await SeasonStore.open(h.db, { pollSeconds: 0 });
    expect(later.timings.fitted).toBe(0);
    expect([...later.unitById.values()].map(seen)).toEqual([...first.unitById.values()].map(seen));
    first.close();
    later.close();
  }, 120_000);
});
