/** Tables of user data; filled in by the core migration. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in as tables are added
export interface CoreTables {}
