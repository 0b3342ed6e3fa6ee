import { createDataTableColumnHelper } from './features';
import type { SampleRow } from './fixtures';

const helper = createDataTableColumnHelper<SampleRow>();

/** Columns for the sample rows, shared by stories, tests and the bench. */
export const sampleColumns = helper.columns([
  helper.accessor('name', { header: '院校名称', size: 200 }),
  helper.accessor('province', { header: '省份', size: 90 }),
  helper.accessor('score', { header: '最低分', size: 90, meta: { align: 'end' } }),
  helper.accessor('rank', { header: '最低位次', size: 110, meta: { align: 'end' } }),
  helper.accessor('plan', { header: '计划数', size: 90, meta: { align: 'end' } }),
  helper.accessor('note', { header: '备注', size: 260, enableSorting: false }),
]);
