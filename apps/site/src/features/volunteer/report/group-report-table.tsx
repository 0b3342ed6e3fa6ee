import { groupBandOf, groupLineOf, groupProbabilityOf, groupsOfList, obeyOfRows, pickLabel, predictedScore, type RiskBand, type WishGroup } from 'gaokao-domain';
import { catalogueRowOf, storedPicks } from '../model/catalogue-rows';
import type { ResultRow } from '../model/types';

/** The plan's 院校专业组 in list order (`groupsOfList`), each with its 服从调剂 from its rows (`obeyOfRows`). */
export function reportGroups(rows: readonly ResultRow[]): WishGroup<ResultRow>[] {
  return groupsOfList(rows, obeyOfRows(rows));
}

/** How many groups of each band (a group's band from its line, `groupBandOf`). */
export function groupBandCounts(groups: readonly WishGroup<ResultRow>[], score: number): Record<RiskBand, number> {
  const counts: Record<RiskBand, number> = { 冲: 0, 稳: 0, 保: 0 };
  for (const g of groups) {
    const band = groupBandOf(g.majors, score);
    if (band !== null) counts[band] += 1;
  }
  return counts;
}

const percent = (p: number | null) => (p === null ? '—' : `${Math.round(p * 100)}%`);

/**
 * 志愿列表 of the printed report in a 院校专业组 province (广东, 江苏 …): one row per 志愿, a group with its number,
 * college and code, 院校专业组代码, the group's line, band and 录取概率, 服从调剂, and its chosen majors in the
 * family's order, each with its own line and its latest year's lowest score where known (a 专业组 whose majors are
 * unpublished: the majors picked from the college's 开设专业, each 以招生计划为准).
 */
export function GroupReportTable({
  groups,
  score,
  withProbability,
  currentYear,
}: {
  groups: readonly WishGroup<ResultRow>[];
  score: number;
  withProbability: boolean;
  /** The latest year of results (the list reply's `current_year`), named with each major's lowest score of that year. */
  currentYear?: string | number | undefined;
}) {
  const yearLabel = currentYear ? `${currentYear}年最低分` : '最近一年最低分';
  return (
    <table className="gk-report__table" data-form="group">
      <thead>
        <tr>
          <th scope="col">志愿序号</th>
          <th scope="col">院校</th>
          <th scope="col">院校专业组代码</th>
          <th scope="col">组预估线</th>
          <th scope="col">风险</th>
          {withProbability ? <th scope="col">录取概率</th> : null}
          <th scope="col">服从调剂</th>
          <th scope="col">专业（按填报顺序）</th>
        </tr>
      </thead>
      <tbody>
        {groups.map((g, index) => {
          const band = groupBandOf(g.majors, score);
          const line = groupLineOf(g.majors);
          return (
            <tr key={g.key}>
              <td>{index + 1}</td>
              <td>
                {g.collegeName}
                <span className="gk-report__code">（{g.code}）</span>
              </td>
              <td>{g.groupCode || '—'}</td>
              <td>{line ?? '—'}</td>
              <td>
                {band ? (
                  <span className="gk-vol-band" data-band={band}>
                    {band}
                  </span>
                ) : (
                  '—'
                )}
              </td>
              {withProbability ? <td>{percent(groupProbabilityOf(g.majors))}</td> : null}
              <td>{g.obey ? '是' : '否'}</td>
              <td>
                <ol className="gk-report__majors" aria-label={`第${index + 1}志愿的专业`}>
                  {/* A 专业组 whose majors are unpublished (江苏): the family's picks from the college's 开设专业, 以招生计划为准. */}
                  {(() => {
                    const fromCatalogue = catalogueRowOf(g);
                    return fromCatalogue ? storedPicks(fromCatalogue).map((title) => <li key={title}>{pickLabel(title)}</li>) : null;
                  })()}
                  {(catalogueRowOf(g) ? [] : g.majors).map((m) => {
                    const own = predictedScore(m.yugu_score);
                    const last = m.current_year_min_score == null || m.current_year_min_score === '' ? null : String(m.current_year_min_score);
                    return (
                      <li key={String(m.specialty_code)}>
                        {m.specialty_title}
                        <span className="gk-report__code">
                          （{m.specialty_code}
                          {own === null ? '' : `，预估线 ${own}`}
                          {last === null ? '' : `，${yearLabel} ${last}`}）
                        </span>
                      </li>
                    );
                  })}
                </ol>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
