export type { FillCandidate, ListRow, Numbered, PlanResult, WireScore } from './types';
export { PROVINCE_WISHLIST_SIZES, UNDERGRADUATE_WISHLIST_SIZES, WISHLIST_MAX, wishlistMaxOf, wishlistRoom, wishlistUnitOf } from './wishlist-max';
export { predictedScore } from './predicted-score';
export { bandOfRow, type BandedRow } from './row-band';
export { planUnitKey, planUnitOfKey } from './plan-unit-key';
export { fillableCount, oneKeyFill } from './one-key-fill';
export { validateOneKeyCount } from './validate-one-key-count';
export { autoSort } from './auto-sort';
export { moveBefore } from './move-before';
export { dragReorder } from './drag-reorder';
export { clearSelection } from './clear-selection';
export { listUnitOf, noFillableOf, sortWording, type ListUnit, type SortWording } from './list-unit';
export { renumber } from './renumber';
export { profileChangeClearsList, type PlanScope } from './profile-change';
export {
  DEFAULT_DOWN_SCORE,
  DEFAULT_SCORE_BAND,
  DEFAULT_UP_SCORE,
  isDefaultScoreBand,
  readScoreBand,
  validateScoreBand,
  type ScoreBand,
} from './score-band';
export { HEALTH_DEFAULTS, planHealthCheck, type HealthFinding, type HealthGroup, type HealthGroupForm, type HealthOptions, type HealthRow } from './health-check';
export { TIAOJI_GAP_POINTS, tiaojiRisk, type TiaojiGroup, type TiaojiRisk } from './tiaoji-risk';
export { countByBand, matchOrder, SCREEN_ORDER_LABELS, SCREEN_ORDERS, type ScreenOrder } from './match-order';
export { DEFAULT_FILL_SHARES, fillableByBand, oneKeyFillMix, splitCount, type FillMix, type FillNearest } from './one-key-fill-mix';
export { DEFAULT_FILL_RULE, defaultFillPlan, defaultFillRuleText, fillWaste, keptByDefault, rowProbability, type DefaultFillPlan, type DefaultFillRow } from './fill-default';
export {
  DEFAULT_MAJORS_PER_GROUP,
  flattenGroups,
  groupFormLimits,
  groupFormProblems,
  groupKeyOf,
  groupsOfList,
  LIST_ROWS_MAX,
  listRowsMaxOf,
  listRowsOf,
  type GroupFormLimits,
  type GroupFormProblems,
  type GroupMajorRow,
  type WishGroup,
} from './group-form';
export { addMajorToGroup, moveGroup, moveMajorInGroup, removeMajorFromGroup, setGroupObey, type GroupResult } from './group-edit';
export { groupBandOf, groupLineOf, groupProbabilityOf, type GroupSummaryRow } from './group-summary';
export { fillPreviewTotal } from './fill-preview';
export { EXPORT_HEADERS, GROUP_EXPORT_HEADERS, GROUP_MAJORS_HEADER, obeyOfRows, saysNoToAdjustment, wishListSheet, type ExportRow, type SheetCell } from './export-sheet';
export { sheetToItems, type ImportCell, type ImportItem } from './import-sheet';
export { healthGroupForm, type GroupHealthRow } from './group-health';
export { autoSortGroups } from './auto-sort-groups';
export { fillableGroupCount, fillableGroupsByBand, oneKeyFillGroups, type GroupFillCandidate, type GroupFillPick, type GroupKeep, type GroupRep } from './one-key-fill-groups';
export {
  CATALOGUE_PICK_NOTE,
  GROUP_PICKS_FIELD,
  PICK_TITLE_MAX,
  addCataloguePick,
  checkPicksText,
  pickLabel,
  picksFromCatalogue,
  picksOf,
  picksText,
  type CataloguePickRow,
  type PicksResult,
} from './catalogue-picks';
