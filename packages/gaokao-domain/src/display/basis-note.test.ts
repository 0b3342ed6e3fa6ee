import { describe, expect, it } from 'vitest';
import { basisNote } from './basis-note';

describe('basisNote', () => {
  it.each([
    [{ lines: 2025, table: 2026 }, '依据2025年投档线、2026年一分一段'],
    [{ lines: 2024, table: null }, '依据2024年投档线'],
    [{ lines: null, table: 2026 }, '依据2026年一分一段'],
    [{ lines: null, table: null }, ''],
    [{}, ''],
    [null, ''],
    [undefined, ''],
    [{ lines: 0, table: Number.NaN }, ''],
  ])('%j → %s', (basis, want) => expect(basisNote(basis)).toBe(want));
});
