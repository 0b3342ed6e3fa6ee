import { useNavigate } from 'react-router';
import { Button } from 'gaokao-ui';
import { useStartTest } from '../../features/appraisal/api/start-test';

const TESTS = [
  {
    key: 'mbti',
    call: 'mbtiQuestions',
    to: '/AppraisalMBTI',
    title: 'MBTI职业性格测评',
    text: '从精力来源、认识世界、判断事物和生活态度四个维度了解你的性格类型，找到适合的专业与职业方向。',
  },
  {
    key: 'holland',
    call: 'hollandQuestions',
    to: '/Hollander',
    title: '霍兰德职业兴趣测评',
    text: '从研究型、艺术型、企业型、社会型、实际型、常规型六种兴趣类型出发，推荐参考专业与职业。',
  },
] as const;

/**
 * 测评中心: the start page. Starting a test asks the server for its questions; the network layer turns the server's
 * answer into the login dialog (visitors) or the VIP confirm (free members), so the page itself holds no role rule.
 */
export default function AppraisalPage() {
  const navigate = useNavigate();
  const startTest = useStartTest();
  // A refusal is shown by the network layer (login dialog, VIP confirm or 系统提示).
  const start = (test: (typeof TESTS)[number]) => startTest.mutate(test.call, { onSuccess: () => void navigate(test.to) });
  return (
    <section className="gk-container gk-page">
      <h1>测评中心</h1>
      <p className="gk-hint">每项测评约需 8–16 分钟，测评结果将永久保存，可在会员中心“我的测评”中查看。</p>
      <div className="gk-appraisal">
        {TESTS.map((test) => (
          <article key={test.key} className="gk-card" aria-labelledby={`t-${test.key}`}>
            <h2 id={`t-${test.key}`} className="gk-card__title">
              {test.title}
            </h2>
            <p>{test.text}</p>
            <Button loading={startTest.isPending && startTest.variables === test.call} onClick={() => start(test)}>
              开始测评
            </Button>
          </article>
        ))}
      </div>
    </section>
  );
}
