import '../../features/queries/queries.css';
import { SupplementaryPlan } from '../../features/queries/components/supplementary';

/** /Collectionplan: the supplementary plan. */
export default function CollectionPlanPage() {
  return (
    <div className="gk-container gk-page">
      <SupplementaryPlan />
    </div>
  );
}
