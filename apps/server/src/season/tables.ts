/** Tables of season data; filled in by the season migration. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in as tables are added
export interface SeasonTables {}
