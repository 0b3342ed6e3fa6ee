import '../../features/queries/queries.css';
import { RecruitData } from '../../features/queries/components/recruit-data';

/** /RecruitData: the enrolment plan (login required). */
export default function RecruitDataPage() {
  return (
    <div className="gk-container gk-page">
      <RecruitData />
    </div>
  );
}
