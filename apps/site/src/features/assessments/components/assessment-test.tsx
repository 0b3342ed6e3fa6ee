import { useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { Loading } from 'gaokao-ui';
import { MSG, VIP_PURCHASE_PATH } from 'gaokao-domain';
import { userQuery } from '../../../lib/session';
import { showToast } from '../../../stores/feedback-store';
import { hollandQuestionsQuery, mbtiQuestionsQuery } from '../api/queries';
import { useSubmitHolland, useSubmitMbti } from '../api/submit';
import { ASSESSMENTS, type AssessmentKind } from '../model/kinds';
import '../assessments.css';
import { clearProgress } from '../model/progress';
import { QuestionRunner, type RunnerQuestion } from './question-runner';
import * as paths from '../../../config/paths';

const HOLLAND_OPTIONS = [
  { value: '是', label: '是' },
  { value: '否', label: '否' },
] as const;

function TestPage({ kind, children }: { kind: AssessmentKind; children: ReactNode }) {
  const test = ASSESSMENTS[kind];
  return (
    <section className="gk-container gk-page gk-assess">
      <h1>{test.title}</h1>
      <p className="gk-hint">请根据第一反应作答，答案没有对错之分。作答进度保存在本机，刷新页面后可继续作答。</p>
      {children}
    </section>
  );
}

/** Why a test cannot start: not signed in, not VIP (the network layer also shows its dialog), or the call failed. */
function Blocked({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="gk-state" role="status">
      {signedIn ? (
        <p>
          测评为VIP会员专享。<Link to={VIP_PURCHASE_PATH}>购买VIP</Link> 或 <Link to={paths.appraisal}>返回测评中心</Link>
        </p>
      ) : (
        <p>
          登录后即可开始测评。<Link to={paths.appraisal}>返回测评中心</Link>
        </p>
      )}
    </div>
  );
}

function useDone(kind: AssessmentKind, memberId: number | undefined) {
  const navigate = useNavigate();
  return () => {
    if (memberId !== undefined) clearProgress(kind, memberId);
    showToast(MSG.submitDone, 'success');
    void navigate(ASSESSMENTS[kind].resultPath);
  };
}

/** /AppraisalMBTI: the MBTI test, two choices per question. */
export function MbtiTest() {
  const user = useQuery(userQuery());
  const questions = useQuery(mbtiQuestionsQuery());
  const submit = useSubmitMbti();
  const done = useDone('mbti', user.data?.memberuser_id);
  const runnerQuestions = useMemo<RunnerQuestion[]>(
    () =>
      (questions.data ?? []).map((q) => ({
        sort: q.sort,
        title: q.title,
        options: [
          { value: 'A', label: `A. ${q.A}` },
          { value: 'B', label: `B. ${q.B}` },
        ],
      })),
    [questions.data],
  );
  return (
    <TestPage kind="mbti">
      {user.isPending || questions.isPending ? (
        <Loading label="正在加载题目…" />
      ) : !user.data || questions.isError || runnerQuestions.length === 0 ? (
        <Blocked signedIn={Boolean(user.data)} />
      ) : (
        <QuestionRunner
          kind="mbti"
          questions={runnerQuestions}
          memberId={user.data.memberuser_id}
          submitting={submit.isPending}
          onSubmit={(answers) => submit.mutateAsync({ questions: questions.data ?? [], answers }, { onSuccess: done })}
        />
      )}
    </TestPage>
  );
}

/** /Hollander: the Holland test, 是 or 否 per statement. */
export function HollandTest() {
  const user = useQuery(userQuery());
  const questions = useQuery(hollandQuestionsQuery());
  const submit = useSubmitHolland();
  const done = useDone('holland', user.data?.memberuser_id);
  const runnerQuestions = useMemo<RunnerQuestion[]>(
    () => (questions.data ?? []).map((q) => ({ sort: q.sort, title: q.title, options: HOLLAND_OPTIONS })),
    [questions.data],
  );
  return (
    <TestPage kind="holland">
      {user.isPending || questions.isPending ? (
        <Loading label="正在加载题目…" />
      ) : !user.data || questions.isError || runnerQuestions.length === 0 ? (
        <Blocked signedIn={Boolean(user.data)} />
      ) : (
        <QuestionRunner
          kind="holland"
          questions={runnerQuestions}
          memberId={user.data.memberuser_id}
          submitting={submit.isPending}
          onSubmit={(answers) => submit.mutateAsync({ questions: questions.data ?? [], answers }, { onSuccess: done })}
        />
      )}
    </TestPage>
  );
}
