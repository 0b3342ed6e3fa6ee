import type { Migration } from 'kysely/migration';
import * as core from './0001-core';
import * as season from './0002-season';
import * as assessment from './0003-assessment';
import * as money from './0004-money';
import * as cacheNotify from './0005-cache-notify';
import * as reconcile from './0006-reconcile';
import * as wechatBind from './0007-wechat-bind';
import * as idempotency from './0009-idempotency';
import * as sourceIds from './0010-source-ids';
import * as operators from './0011-operators';
import * as cardBatches from './0012-card-batches';
import * as seasonStage from './0013-season-stage';
import * as seasonSource from './0014-season-source';
import * as resultAdd from './0015-result-add';
import * as orderSupersede from './0016-order-supersede';
import * as importStage from './0017-import-stage';

/** Every migration, in order. Both engines (PGlite and PostgreSQL) run the same list. */
export const migrations: Record<string, Migration> = {
  '0001-core': core,
  '0002-season': season,
  '0003-assessment': assessment,
  '0004-money': money,
  '0005-cache-notify': cacheNotify,
  '0006-reconcile': reconcile,
  '0007-wechat-bind': wechatBind,
  '0009-idempotency': idempotency,
  '0010-source-ids': sourceIds,
  '0011-operators': operators,
  '0012-card-batches': cardBatches,
  '0013-season-stage': seasonStage,
  '0014-season-source': seasonSource,
  '0015-result-add': resultAdd,
  '0016-order-supersede': orderSupersede,
  '0017-import-stage': importStage,
};
