import type { ReactElement } from 'react';
import { Link, useSearchParams } from 'react-router';
import { HUB_ITEMS, hubItemOf, type HubView } from '../model/hub';
import { BatchLines } from './batch-lines';
import { RankLookup } from './rank-lookup';
import { SubjectAssessment } from './rankings';
import { CollegeCodes, FillingTimes, MilitarySchools, WorldTop } from './reference-lists';
import { PastSupplementary } from './supplementary';
import * as paths from '../../../config/paths';
import { href } from '../../../config/href';

const VIEWS: Record<HubView, () => ReactElement> = {
  subjectAssessment: () => <SubjectAssessment />,
  rank: () => <RankLookup headingLevel={2} />,
  batchLines: () => <BatchLines headingLevel={2} />,
  pastSupplementary: () => <PastSupplementary />,
  collegeCodes: () => <CollegeCodes />,
  times: () => <FillingTimes />,
  world: () => <WorldTop />,
  military: () => <MilitarySchools />,
};

/**
 * 综合查询 (/comprehensive): the side menu of 18 items; `n` picks the embedded one. New-tab items open their page in a
 * new tab; an embedded item replaces the others' filters (only `n` carries over).
 */
export function QueryHub() {
  const [search] = useSearchParams();
  const current = hubItemOf(search.get('n'));
  const View = VIEWS[current.view];
  return (
    <div className="gk-q-hub">
      <h1 className="gk-visually-hidden">综合查询</h1>
      <nav className="gk-q-hub__menu" aria-label="综合查询">
        <ul>
          {HUB_ITEMS.map((item) => (
            <li key={item.n}>
              {item.href ? (
                <a href={item.href} target="_blank" rel="noopener">
                  {item.label}
                  <span className="gk-visually-hidden">（新窗口打开）</span>
                </a>
              ) : (
                <Link to={href(paths.comprehensive, { n: item.n })} aria-current={item.n === current.n ? 'page' : undefined} className={item.n === current.n ? 'is-active' : undefined}>
                  {item.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <div className="gk-q-hub__view">
        <View key={current.n} />
      </div>
    </div>
  );
}
