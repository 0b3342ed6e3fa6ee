import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from './db/types';
import type { SeasonPort } from './season-port';
import type { SeasonPluginOptions } from './app';

const here = path.dirname(fileURLToPath(import.meta.url));

interface SeasonStoreModule {
  SeasonStore?: { open(db: Kysely<Database>, opts?: Record<string, unknown>): Promise<SeasonPort> };
}
interface SeasonRoutesModule {
  default?: FastifyPluginAsync<SeasonPluginOptions>;
  seasonRoutes?: FastifyPluginAsync<SeasonPluginOptions>;
}

/**
 * Opens the season store (src/season/store.ts, owned by the data engineer) and finds its route plugin
 * (src/season/routes.ts). Loaded by path so the server starts, and answers those calls 501, while they are not there.
 */
export async function loadSeason(
  db: Kysely<Database>,
  opts: Record<string, unknown> = {},
): Promise<{ season?: SeasonPort; seasonRoutes?: FastifyPluginAsync<SeasonPluginOptions> }> {
  const out: { season?: SeasonPort; seasonRoutes?: FastifyPluginAsync<SeasonPluginOptions> } = {};
  if (fs.existsSync(path.join(here, 'season', 'store.ts'))) {
    const spec = './season/store';
    const mod = (await import(spec)) as SeasonStoreModule;
    if (mod.SeasonStore) out.season = await mod.SeasonStore.open(db, opts);
  }
  if (fs.existsSync(path.join(here, 'season', 'routes.ts'))) {
    const spec = './season/routes';
    const mod = (await import(spec)) as SeasonRoutesModule;
    const plugin = mod.seasonRoutes ?? mod.default;
    if (plugin) out.seasonRoutes = plugin;
  }
  return out;
}
