import { useSearchParams } from 'react-router';
import { MemberPage } from '../../features/ops/components/member-page';
import { memberIdOf } from '../../features/ops/model/filters';

/** /ops/member?id=N: one member's page. */
export default function OpsMemberPage() {
  const [params] = useSearchParams();
  return <MemberPage memberId={memberIdOf(params)} />;
}
