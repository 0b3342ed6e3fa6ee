import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Button, RadioGroup } from 'gaokao-ui';
import { validateAnswers, validateNext } from 'gaokao-domain';
import type { AssessmentKind } from '../model/kinds';
import { loadProgress, saveProgress } from '../model/progress';

export interface RunnerQuestion {
  sort: number;
  title: string;
  options: readonly { value: string; label: string }[];
}

export interface QuestionRunnerProps {
  kind: AssessmentKind;
  questions: readonly RunnerQuestion[];
  /** Whose answers are kept in this browser (the signed-in member). */
  memberId: number;
  submitting: boolean;
  /** Sends the answers; the promise settles when the submission has (no second one is sent meanwhile). */
  onSubmit: (answers: string[]) => Promise<unknown>;
}

/**
 * One question at a time: progress, 上一题 / 下一题, an answer required before the next (请回答此题), 提交 on the last
 * question (第N题必做 names the first unanswered and goes there). Answers are kept per member in localStorage, so a
 * reload resumes at the same question. The form submits on Enter, so a keyboard user picks with the arrow keys or
 * Space and moves on with Enter; after each move the focus lands on the new question's choices.
 */
export function QuestionRunner({ kind, questions, memberId, submitting, onSubmit }: QuestionRunnerProps) {
  const sorts = useMemo(() => questions.map((q) => q.sort), [questions]);
  const [progress, setProgress] = useState(() => loadProgress(kind, memberId, sorts));
  const [error, setError] = useState<string | null>(null);
  const fieldsRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  // Set from the first 提交 until its request settles: a double click submits once (the `submitting` prop only
  // arrives with the next render, after the second click's event has already run).
  const sending = useRef(false);
  const { answers, index } = progress;
  const total = questions.length;
  const question = questions[index];
  const isLast = index === total - 1;
  const answered = answers.filter((a) => a !== '').length;

  useEffect(() => {
    saveProgress(kind, memberId, sorts, progress);
  }, [kind, memberId, sorts, progress]);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    const root = fieldsRef.current;
    const target = root?.querySelector<HTMLInputElement>('input[type="radio"]:checked') ?? root?.querySelector<HTMLInputElement>('input[type="radio"]');
    target?.focus();
  }, [index]);

  if (!question) return null;

  const goTo = (next: number) => {
    moved.current = true;
    setProgress((p) => ({ ...p, index: next }));
  };

  const choose = (value: string) => {
    setError(null);
    setProgress((p) => ({ ...p, answers: p.answers.map((a, i) => (i === p.index ? value : a)) }));
  };

  const previous = () => {
    setError(null);
    if (index > 0) goTo(index - 1);
  };

  const forward = (event: FormEvent) => {
    event.preventDefault();
    if (submitting || sending.current) return;
    if (!isLast) {
      const check = validateNext(answers[index]);
      if (!check.ok) {
        setError(check.message);
        return;
      }
      setError(null);
      goTo(index + 1);
      return;
    }
    const check = validateAnswers(answers, total);
    if (!check.ok) {
      setError(check.message);
      const at = Number(check.field) - 1;
      if (at !== index && at >= 0) goTo(at);
      return;
    }
    setError(null);
    sending.current = true;
    // A refusal is shown by the network layer (系统提示); the answers stay and 提交 works again.
    onSubmit(answers)
      .catch(() => undefined)
      .finally(() => {
        sending.current = false;
      });
  };

  return (
    <form className="gk-quiz" onSubmit={forward} noValidate>
      <div className="gk-quiz__progress">
        <p>
          第 <strong>{index + 1}</strong> 题 / 共 {total} 题 · 已答 {answered} 题
        </p>
        <progress max={total} value={answered} aria-label="答题进度" aria-valuetext={`已答 ${answered} 题，共 ${total} 题`} />
      </div>
      <div ref={fieldsRef} className="gk-quiz__question" data-question={index + 1}>
        <RadioGroup
          key={index}
          label={`${index + 1}. ${question.title}`}
          options={question.options}
          value={answers[index] ?? ''}
          onValueChange={choose}
          orientation="vertical"
          error={error ?? undefined}
        />
      </div>
      <div className="gk-quiz__actions">
        <Button variant="outline" tone="neutral" onClick={previous} disabled={index === 0}>
          上一题
        </Button>
        <Button type="submit" loading={submitting} loadingLabel="正在提交…">
          {isLast ? '提交' : '下一题'}
        </Button>
      </div>
    </form>
  );
}
