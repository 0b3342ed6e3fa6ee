import '../../features/queries/queries.css';
import { RankLookup } from '../../features/queries/components/rank-lookup';

/** /Seating: the rank lookup (一分一段). */
export default function SeatingPage() {
  return (
    <div className="gk-container gk-page">
      <RankLookup />
    </div>
  );
}
