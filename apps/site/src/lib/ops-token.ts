import { useSyncExternalStore } from 'react';

/**
 * The operator console's token, kept apart from the member's (`token.ts`): its own key, in sessionStorage (a payout
 * console signs in again in a new tab, and closing the tab forgets it; the server also ends an idle session after
 * 30 minutes). The ky client sends it on `/api/ops/` calls only, and the member token never goes there.
 */
export const OPS_TOKEN_KEY = 'gk-ops-token';

/** The path prefix of every operator call (gaokao-contract's route table, `auth: 'ops'`). */
export const OPS_API_PREFIX = '/api/ops/';

/** True for an operator call's path (or a URL whose path is one). */
export function isOpsPath(pathOrUrl: string): boolean {
  const path = /^https?:\/\//.test(pathOrUrl) ? new URL(pathOrUrl).pathname : pathOrUrl;
  return path.startsWith(OPS_API_PREFIX);
}

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export function getOpsToken(): string | null {
  try {
    return sessionStorage.getItem(OPS_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setOpsToken(token: string): void {
  sessionStorage.setItem(OPS_TOKEN_KEY, token);
  notify();
}

/** Forgets the operator's token (sign-out, or the server said 401/403 to an operator call). */
export function removeOpsToken(): void {
  try {
    sessionStorage.removeItem(OPS_TOKEN_KEY);
  } finally {
    notify();
  }
}

export function subscribeOpsToken(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The stored operator token, re-rendering when it is set or removed. */
export function useOpsToken(): string | null {
  return useSyncExternalStore(subscribeOpsToken, getOpsToken, () => null);
}
