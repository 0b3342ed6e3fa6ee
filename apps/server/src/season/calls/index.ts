import type { Kysely } from 'kysely';
import { SERVER_MSG, STATUS_NOT_FOUND } from 'gaokao-contract';
import type { Database } from '../../db/types';
import type { Handlers } from '../../http/register';
import { ApiError } from '../../http/reply';
import type { SeasonStore } from '../store';
import { planCacheFor, type PlanCache } from './plan-state';
import { planOf, planProvinceOf, type SeasonCallDeps } from './shared';
import { screenCalls } from './screens';
import { majorCalls } from './majors';
import { collegeCalls } from './colleges';
import { rankCalls } from './ranks';
import { enrolmentCalls } from './plans';
import { contentCalls } from './content';
import { sourceCalls } from './sources';

export { NON_VIP_ROWS } from './screens';

/**
 * The season-data calls: screens of the wish-list page, option lists, query pages and the college and major
 * libraries, registered with the other calls by http/register.ts. Everything reads the store's in-memory indexes; the
 * database is used only for the user's own plan, wish list and saved filters (one statement per screen request).
 * Without a store (not loaded) every call answers 503.
 */
export function seasonHandlers(store: SeasonStore | undefined, db: Kysely<Database>): Handlers {
  const cache: PlanCache | undefined = planCacheFor(db);
  const deps: SeasonCallDeps = {
    need: () => {
      if (!store) throw new ApiError(STATUS_NOT_FOUND, SERVER_MSG.seasonNotLoaded, 503);
      return store;
    },
    plan: planOf(db, cache),
    planProvince: planProvinceOf(db),
  };
  return { ...screenCalls(deps), ...majorCalls(deps), ...collegeCalls(deps), ...rankCalls(deps), ...enrolmentCalls(deps), ...contentCalls(deps), ...sourceCalls(deps) };
}
