// The guided lesson: one short step at a time, each a small file and a question.
// Moving to a step loads its file into the editor (one undoable change) and asks
// the Verdict the step's own question, with the answer kept back (the Verdict's
// and the editor's marks) until the learner has answered. Then the editor marks
// the group and the deciding line and the Verdict explains them; a wrong answer
// also says why, in the engine's words. Progress stays in this browser; every
// step has its own link (`#lesson=<id>`).

import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  LESSON_STEPS,
  answerStep,
  explainStepAnswer,
  findLessonStep,
  isSolved,
  lessonShownMessage,
  nextStep,
  solvedCount,
  type LessonProgress,
  type LessonStep,
} from '../../learn/index.ts';
import { buildLessonUrl } from '../../share/index.ts';
import {
  selectDecision,
  selectIsAnswerCurrent,
  selectText,
  useEditorCommands,
  usePlaygroundStore,
  usePlaygroundStoreApi,
} from '../../state/index.ts';
import { InlineCode, LinkField } from '../../components/index.ts';
import { loadProgress, loadStepId, saveProgress, saveStepId } from './lesson-storage.ts';
import './lesson.css';

type Feedback = { correct: boolean; choice: string } | null;

// The step to show first: the one whose file is in the editor (opened by its link),
// else the one last shown, else the first not solved yet.
function initialIndex(text: string, progress: LessonProgress): number {
  const byText = LESSON_STEPS.findIndex((s) => s.text === text);
  if (byText >= 0) return byText;
  const saved = findLessonStep(loadStepId() ?? '');
  const step = saved ?? nextStep(progress) ?? LESSON_STEPS[0];
  return Math.max(
    0,
    LESSON_STEPS.findIndex((s) => s.id === step?.id),
  );
}

/** The Lesson panel (no props; reads the store, drives the editor through its commands). */
export function LessonPanel(): ReactNode {
  const store = usePlaygroundStoreApi();
  const commands = useEditorCommands();
  const text = usePlaygroundStore(selectText);
  const [progress, setProgress] = useState(loadProgress);
  const [index, setIndex] = useState(() => initialIndex(store.getState().text, progress));
  const [choice, setChoice] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const ids = useId();
  const step = LESSON_STEPS[index] ?? LESSON_STEPS[0]!;
  const loaded = text === step.text;

  // Every change the lesson makes is shown aside: the saved draft is held back
  // until the learner edits the lesson's file, and the banner offers the way back.
  const showStep = (target: LessonStep, apply: () => void = () => {}): void => {
    commands.showAside(lessonShownMessage(target), () => {
      if (store.getState().text !== target.text) {
        commands.replaceText(target.text);
        const s = store.getState();
        // Without an editor (isolated use) the text goes to the store directly.
        if (s.text !== target.text) s.setText(target.text);
      }
      apply();
    });
  };

  // Each step asks its own question; until it is answered, the answer is kept back.
  const answered = feedback !== null;
  useEffect(() => {
    if (loaded && !answered) {
      store.getState().ask({ agent: step.agent, url: step.url, hideAnswer: true });
    }
  }, [store, step, loaded, answered]);

  // Why the right answer is right, from the engine's decision on the step's file.
  const reason = usePlaygroundStore((s) => {
    if (!feedback || feedback.correct || s.text !== step.text) return null;
    const decision = selectDecision(step.agent, step.url)(s);
    if (!decision || !selectIsAnswerCurrent(step.agent, step.url)(s)) return null;
    return explainStepAnswer(step, { decision, groups: s.analysis?.groups ?? [] });
  });

  const goTo = (next: number): void => {
    const target = LESSON_STEPS[next];
    if (!target) return;
    setIndex(next);
    setChoice(null);
    setFeedback(null);
    saveStepId(target.id);
    showStep(target);
    queueMicrotask(() => heading.current?.focus());
  };

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (choice === null) return;
    const result = answerStep(progress, step.id, choice);
    setProgress(result.progress);
    saveProgress(result.progress);
    setFeedback({ correct: result.correct, choice });
    // Show the answer to the step's question: the editor marks the group the agent
    // reads and the line that decides the URL; the Verdict says why.
    showStep(step, () => store.getState().ask({ agent: step.agent, url: step.url }));
  };

  const url = buildLessonUrl(globalThis.location, step.id);
  const picked = step.choices.find((c) => c.id === feedback?.choice);
  const right = step.choices.find((c) => c.id === step.answer);

  return (
    <section className="panel lesson-panel" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>Lesson: how crawlers read robots.txt</h2>
      <p className="lesson-progress">
        {solvedCount(progress)} of {LESSON_STEPS.length} steps solved.
      </p>
      <div className="lesson-nav">
        <button type="button" onClick={() => goTo(index - 1)} disabled={index === 0}>
          Previous step
        </button>
        <label>
          Step{' '}
          <select value={index} onChange={(e) => goTo(Number(e.target.value))}>
            {LESSON_STEPS.map((s, i) => (
              <option key={s.id} value={i}>
                {i + 1}. {s.title.replace(/`/g, '')}
                {isSolved(progress, s.id) ? ' (solved)' : ''}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          onClick={() => goTo(index + 1)}
          disabled={index === LESSON_STEPS.length - 1}
        >
          Next step
        </button>
      </div>

      <article className="lesson-step" aria-labelledby={`${ids}-step`}>
        <h3 id={`${ids}-step`} ref={heading} tabIndex={-1}>
          Step {index + 1} of {LESSON_STEPS.length}: <InlineCode text={step.title} />
          {isSolved(progress, step.id) ? <span className="solved"> (solved)</span> : null}
        </h3>
        <p>
          <InlineCode text={step.explanation} />
        </p>
        <figure className="lesson-file">
          <figcaption>The file of this step{loaded ? ', also in the editor' : ''}:</figcaption>
          {/* Long lines scroll sideways: focusable, so the keyboard can scroll it. */}
          <pre aria-label="The file of this step" tabIndex={0}>
            {step.text
              .replace(/\n$/, '')
              .split('\n')
              .map((line, i) => (
                <span key={i} className="lesson-line">
                  <span className="lesson-lineno" aria-hidden="true">
                    {i + 1}
                  </span>
                  {line}
                  {'\n'}
                </span>
              ))}
          </pre>
          {loaded ? null : (
            <button type="button" onClick={() => showStep(step)}>
              Try it in the editor
            </button>
          )}
        </figure>

        <form onSubmit={submit}>
          <fieldset>
            <legend>{step.question}</legend>
            {step.choices.map((c) => (
              <label key={c.id} className="lesson-choice">
                <input
                  type="radio"
                  name={`${ids}-choice`}
                  value={c.id}
                  checked={choice === c.id}
                  onChange={() => setChoice(c.id)}
                />{' '}
                <InlineCode text={c.label} />
              </label>
            ))}
          </fieldset>
          <button type="submit" disabled={choice === null}>
            Check answer
          </button>
        </form>

        <div role="status" aria-live="polite" className="lesson-feedback">
          {feedback ? (
            feedback.correct ? (
              <div className="correct">
                <p>
                  <strong>Correct.</strong> {right ? <InlineCode text={right.label} /> : null} is
                  the answer. The editor marks the lines that decide it and the Verdict above
                  explains them.
                </p>
                <p className="takeaway">
                  <strong>Takeaway:</strong> <InlineCode text={step.takeaway} /> (RFC 9309{' '}
                  {step.rfc})
                </p>
              </div>
            ) : (
              <div className="incorrect">
                <p>
                  <strong>Not quite.</strong>{' '}
                  {picked && step.choices.length > 2 ? (
                    <>
                      <InlineCode text={picked.label} /> is not the answer.{' '}
                    </>
                  ) : null}
                  {reason ? (
                    <InlineCode text={reason} />
                  ) : (
                    'Look at the lines marked in the editor and at the Verdict above.'
                  )}{' '}
                  Try another answer if you like.
                </p>
              </div>
            )
          ) : null}
        </div>
      </article>

      <LinkField
        key={step.id}
        label="Step link"
        button="Copy step link"
        what="step link"
        url={url}
      />
    </section>
  );
}
