import '../../features/queries/queries.css';
import { CollegeRanking } from '../../features/queries/components/rankings';

/** /Ranking: the college ranking. */
export default function RankingPage() {
  return (
    <div className="gk-container gk-page">
      <CollegeRanking />
    </div>
  );
}
