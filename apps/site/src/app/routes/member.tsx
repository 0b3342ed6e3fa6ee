import { useSearchParams } from 'react-router';
import { MyAssessments } from '../../features/assessments/components/my-assessments';
import PendingPage from './pending';

/**
 * /Home, the personal centre. Its panels are chosen by `type`; 4 (我的测评, tab by `activeName`) is built, the other
 * panels are built by their own issue and show 建设中 until then.
 */
export default function MemberPage() {
  const [params, setParams] = useSearchParams();
  if (params.get('type') !== '4') return <PendingPage />;
  return (
    <section className="gk-container gk-page">
      <h1>会员中心</h1>
      <MyAssessments
        activeName={params.get('activeName')}
        onActiveNameChange={(activeName) =>
          setParams((prev) => {
            const next = new URLSearchParams(prev);
            next.set('activeName', activeName);
            return next;
          })
        }
      />
    </section>
  );
}
