import '../../features/queries/queries.css';
import { BatchLines } from '../../features/queries/components/batch-lines';

/** /OmitData: batch lines. */
export default function OmitDataPage() {
  return (
    <div className="gk-container gk-page">
      <BatchLines />
    </div>
  );
}
