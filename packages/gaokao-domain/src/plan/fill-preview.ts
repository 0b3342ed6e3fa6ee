import { isGroupUnit } from '../display/group-unit';
import { picksFromCatalogue, type CataloguePickRow } from './catalogue-picks';

/**
 * What 一键填报's preview says it will fill (`将填入：冲 a · 稳 b · 保 c（…）`), counted from the units it picked. Rows of
 * a list without a group form: `共 N 个`. In a 院校专业组 province: the groups, and the majors only where the picks are
 * majors; a whole 专业组 unit (江苏, 湖北 …: `NN专业组`) brings no major of its own, and where the province publishes none
 * of its majors (`picksFromCatalogue`) the text says the majors are chosen on the list from the college's 开设专业 — the
 * dialog never promises majors it does not fill.
 */
export function fillPreviewTotal(groups: number, picks: readonly CataloguePickRow[], grouped: boolean): string {
  if (!grouped) return `共 ${groups} 个`;
  const majors = picks.filter((p) => !isGroupUnit({ group_code: p.group_code == null ? null : String(p.group_code), specialty_code: p.specialty_code == null ? null : String(p.specialty_code), specialty_title: p.specialty_title ?? null })).length;
  const unpublished = picks.filter(picksFromCatalogue).length;
  const count = majors > 0 ? `共 ${groups} 个院校专业组，${majors} 个专业` : `共 ${groups} 个院校专业组`;
  if (unpublished === 0) return count;
  const which = unpublished === groups && majors === 0 ? '本省未公布专业组所含专业' : `其中 ${unpublished} 个专业组未公布所含专业`;
  return `${count}；${which}，可在志愿单中从院校开设专业中选择`;
}
