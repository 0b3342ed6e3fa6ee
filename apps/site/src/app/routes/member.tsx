import { useSearchParams } from 'react-router';
import { Centre } from '../../features/centre/components/centre';
import { MyAssessments } from '../../features/assessments/components/my-assessments';

/**
 * /Home, the personal centre (会员中心, 代理中心 for agents). Its panels are chosen by `type` (see
 * features/centre/model/panels.ts); 我的测评 (type 4, tab by `activeName`) comes from the assessments feature.
 */
export default function MemberPage() {
  const [params, setParams] = useSearchParams();
  return (
    <Centre
      assessments={
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
      }
    />
  );
}
