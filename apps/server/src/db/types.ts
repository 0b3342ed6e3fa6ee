import type { CoreTables } from './core-tables';
import type { SeasonTables } from '../season/tables';

/** The kysely schema of the whole database: user data (core) and season data. */
export interface Database extends CoreTables, SeasonTables {}
