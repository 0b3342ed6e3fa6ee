import type { AssessmentKind } from './kinds';

/**
 * Answers in progress, kept in localStorage per member and test so a reload mid-test (or a closed tab) resumes where
 * the member left off. Answers are stored with the question's `sort`, so a bank that changed meanwhile is detected
 * and the stored answers are dropped rather than matched to other questions.
 */
export interface Progress {
  /** The chosen option per question, in bank order ('' = not answered yet). */
  answers: string[];
  /** The question on screen (0-based). */
  index: number;
}

interface Stored {
  sorts: number[];
  answers: string[];
  index: number;
}

export function progressKey(kind: AssessmentKind, memberId: number): string {
  return `gk-assessment:${kind}:${memberId}`;
}

/** The stored progress for this bank (by its `sort` numbers), or a fresh start. */
export function loadProgress(kind: AssessmentKind, memberId: number, sorts: readonly number[]): Progress {
  const fresh: Progress = { answers: sorts.map(() => ''), index: 0 };
  try {
    const raw = localStorage.getItem(progressKey(kind, memberId));
    if (!raw) return fresh;
    const stored = JSON.parse(raw) as Partial<Stored>;
    const same = Array.isArray(stored.sorts) && stored.sorts.length === sorts.length && stored.sorts.every((s, i) => s === sorts[i]);
    if (!same || !Array.isArray(stored.answers)) return fresh;
    const answers = sorts.map((_, i) => (typeof stored.answers?.[i] === 'string' ? (stored.answers[i] as string) : ''));
    const index = Number.isInteger(stored.index) ? Math.min(Math.max(stored.index as number, 0), sorts.length - 1) : 0;
    return { answers, index: Math.max(index, 0) };
  } catch {
    return fresh;
  }
}

export function saveProgress(kind: AssessmentKind, memberId: number, sorts: readonly number[], progress: Progress): void {
  try {
    const stored: Stored = { sorts: [...sorts], answers: progress.answers, index: progress.index };
    localStorage.setItem(progressKey(kind, memberId), JSON.stringify(stored));
  } catch {
    // Storage full or blocked: the test still works, it just does not survive a reload.
  }
}

export function clearProgress(kind: AssessmentKind, memberId: number): void {
  try {
    localStorage.removeItem(progressKey(kind, memberId));
  } catch {
    // Nothing to clear.
  }
}
