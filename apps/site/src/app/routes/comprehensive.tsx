import '../../features/queries/queries.css';
import { QueryHub } from '../../features/queries/components/hub';

/** /comprehensive: the query hub, `n` picks the item. */
export default function ComprehensivePage() {
  return (
    <div className="gk-container gk-page">
      <QueryHub />
    </div>
  );
}
