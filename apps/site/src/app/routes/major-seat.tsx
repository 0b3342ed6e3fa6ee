import '../../features/queries/queries.css';
import { MajorRanking } from '../../features/queries/components/rankings';

/** /majorSeat: the major ranking by grade. */
export default function MajorSeatPage() {
  return (
    <div className="gk-container gk-page">
      <MajorRanking />
    </div>
  );
}
