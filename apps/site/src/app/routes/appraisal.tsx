import { useNavigate } from 'react-router';
import { Button } from 'gaokao-ui';
import { useStartTest } from '../../features/assessments/api/start-test';
import { ASSESSMENT_KINDS, ASSESSMENTS, type AssessmentKind } from '../../features/assessments/model/kinds';
import '../../features/assessments/assessments.css';

/**
 * 测评中心: the start page. Starting a test asks the server for its questions; the network layer turns the server's
 * answer into the login dialog (visitors) or the VIP confirm (free members: 购买VIP → /Home?type=3), so the page itself
 * holds no role rule and the server's refusal (status 5) is what the member sees.
 */
export default function AppraisalPage() {
  const navigate = useNavigate();
  const startTest = useStartTest();
  // A refusal is shown by the network layer (login dialog, VIP confirm or 系统提示).
  const start = (kind: AssessmentKind) => startTest.mutate(kind, { onSuccess: () => void navigate(ASSESSMENTS[kind].testPath) });
  return (
    <section className="gk-container gk-page">
      <h1>测评中心</h1>
      <p className="gk-hint">每项测评约需 8–16 分钟，测评结果将永久保存，可在会员中心“我的测评”中查看。</p>
      <div className="gk-appraisal">
        {ASSESSMENT_KINDS.map((kind) => {
          const test = ASSESSMENTS[kind];
          return (
            <article key={kind} className="gk-card" aria-labelledby={`t-${kind}`}>
              <h2 id={`t-${kind}`} className="gk-card__title">
                {test.title}
              </h2>
              <p>{test.intro}</p>
              <Button loading={startTest.isPending && startTest.variables === kind} onClick={() => start(kind)}>
                开始测评
              </Button>
            </article>
          );
        })}
      </div>
    </section>
  );
}
