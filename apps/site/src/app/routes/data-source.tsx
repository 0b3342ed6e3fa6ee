import '../../styles/library.css';
import { useQuery } from '@tanstack/react-query';
import { MSG } from 'gaokao-domain';
import { SourceList } from 'gaokao-ui';
import { provinceSourcesQuery, sourceItem, type ProvinceSources, type SourcePart } from '../../lib/data-sources';

const KINDS: readonly { key: 'rank_tables' | 'lines' | 'batch_lines'; label: string }[] = [
  { key: 'rank_tables', label: '一分一段表' },
  { key: 'lines', label: '投档/录取线' },
  { key: 'batch_lines', label: '批次线' },
];

/** 2024、2025年物理类/历史类 from the parts of one origin: years, then groups. */
function partsText(parts: readonly SourcePart[]): string {
  if (parts.length === 0) return '';
  const years = [...new Set(parts.map((p) => p.year))].sort((a, b) => a - b);
  const groups = [...new Set(parts.map((p) => p.group_d))];
  return `${years.join('、')}年（${groups.join('、')}）`;
}

function ProvinceRow({ p }: { p: ProvinceSources }) {
  return (
    <tr>
      <th scope="row">{p.province}</th>
      {KINDS.map(({ key, label }) => {
        const real = p[key].filter((x) => x.dataset === 'real');
        const demo = p[key].filter((x) => x.dataset === 'demo');
        return (
          <td key={key} data-kind={key}>
            {real.length ? (
              <span className="gk-ds__part" data-dataset="real">
                真实：{partsText(real)}
              </span>
            ) : null}
            {demo.length ? (
              <span className="gk-ds__part gk-demo-badge" data-dataset="demo">
                演示数据：{partsText(demo)}
              </span>
            ) : null}
            {!real.length && !demo.length ? <span className="gk-muted">暂无{label}</span> : null}
          </td>
        );
      })}
      <td>
        {p.publications.length ? <SourceList label={`${p.publications.length} 份公开出处`} sources={p.publications.map(sourceItem)} /> : <span className="gk-muted">暂无</span>}
      </td>
    </tr>
  );
}

/**
 * /DataSource (数据来源): for each province what is real — 一分一段表, 投档/录取线, 批次线 and their years — and what is
 * 演示数据, with the publications behind the real parts (publisher, title, date, address). Prerendered: the table
 * arrives after hydration (the same first frame for everyone).
 */
export default function DataSourcePage() {
  const all = useQuery(provinceSourcesQuery());
  return (
    <section className="gk-container gk-page" aria-labelledby="sources-title">
      <h1 id="sources-title">数据来源</h1>
      <p>
        本站的真实数据均来自各省级招生考试机构公开发布的文件，每个数字都可以在下表所列的出处核对。没有公开数据的部分以演示数据补足，并在页面上标明“演示数据”，不可作为填报依据。
      </p>
      {all.isPending ? <p aria-busy="true">{MSG.loading}</p> : null}
      {all.isError ? <p role="alert">{MSG.contentLoadFailed}</p> : null}
      {all.data ? (
        <div className="gk-lib__table-wrap" role="region" aria-label="各省数据来源" tabIndex={0}>
          <table className="gk-lib__table gk-ds__table">
            <caption className="gk-visually-hidden">各省数据来源</caption>
            <thead>
              <tr>
                <th scope="col">省份</th>
                {KINDS.map((k) => (
                  <th key={k.key} scope="col">
                    {k.label}
                  </th>
                ))}
                <th scope="col">出处</th>
              </tr>
            </thead>
            <tbody>
              {all.data.map((p) => (
                <ProvinceRow key={p.province} p={p} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
