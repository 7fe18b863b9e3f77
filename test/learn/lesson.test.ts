import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileRobots, evaluate, parseRobots } from '../../src/core/index.ts';
import {
  LESSON_STEPS,
  LESSON_STEPS_BY_ID,
  PROGRESS_VERSION,
  VERDICT_CHOICES,
  answerStep,
  findLessonStep,
  freshProgress,
  isSolved,
  nextStep,
  parseProgress,
  serializeProgress,
  solvedCount,
  type LessonProgress,
  type LessonStep,
} from '../../src/learn/lesson.ts';

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const byId = (id: string): LessonStep => {
  const step = findLessonStep(id);
  if (step === null) throw new Error(`no step ${id}`);
  return step;
};
const wrongChoice = (step: LessonStep): string => {
  const choice = step.choices.find((c) => c.id !== step.answer);
  if (choice === undefined) throw new Error(`step ${step.id} has one choice`);
  return choice.id;
};
const solveAll = (ids: readonly string[]): LessonProgress =>
  ids.reduce((p, id) => answerStep(p, id, byId(id).answer).progress, freshProgress());

describe('lesson steps: data', () => {
  it('has 10–14 steps with unique kebab-case ids', () => {
    expect(LESSON_STEPS.length).toBeGreaterThanOrEqual(10);
    expect(LESSON_STEPS.length).toBeLessThanOrEqual(14);
    const ids = LESSON_STEPS.map((s) => s.id);
    for (const id of ids) expect(id).toMatch(KEBAB);
    expect(new Set(ids).size).toBe(ids.length);
    expect(LESSON_STEPS_BY_ID.size).toBe(ids.length);
    expect(findLessonStep('nope')).toBeNull();
    expect(findLessonStep('__proto__')).toBeNull();
  });

  it.each(LESSON_STEPS.map((s) => [s.id, s] as const))('%s is well formed', (_, step) => {
    for (const field of [step.title, step.explanation, step.question, step.takeaway, step.agent]) {
      expect(field.trim()).not.toBe('');
    }
    expect(step.kind).toBe('choice');
    expect(step.rfc).toMatch(/^§2(\.\d+)*$/);
    expect(step.text.endsWith('\n')).toBe(true);
    const ids = step.choices.map((c) => c.id);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(KEBAB);
    expect(ids).toContain(step.answer);
    expect(step.check).toBeDefined();
  });
});

describe('lesson steps: every answer agrees with the engine', () => {
  it.each(LESSON_STEPS.map((s) => [s.id, s] as const))('%s', (_, step) => {
    const parsed = parseRobots(step.text);
    const compiled = compileRobots(parsed);
    const check = step.check;
    if (check === undefined) throw new Error('every step is checked');
    switch (check.kind) {
      case 'verdict': {
        expect(step.choices).toBe(VERDICT_CHOICES);
        expect(evaluate(compiled, check.agent, check.url).allowed).toBe(check.allowed);
        expect(step.answer).toBe(check.allowed ? 'allowed' : 'disallowed');
        // What the playground shows after the answer is what the question asked.
        expect({ agent: step.agent, url: step.url }).toEqual({
          agent: check.agent,
          url: check.url,
        });
        break;
      }
      case 'group': {
        const d = evaluate(compiled, check.agent, step.url);
        const startLines = d.selection.groups.map((i) => parsed.groups[i]?.startLine);
        expect(startLines).toEqual(check.groupStartLines);
        const answer = step.choices.find((c) => c.id === step.answer);
        expect(answer?.groupStartLines).toEqual(check.groupStartLines);
        // No wrong choice claims the same groups.
        const claims = step.choices.map((c) => JSON.stringify(c.groupStartLines));
        expect(new Set(claims).size).toBe(claims.length);
        expect(step.agent).toBe(check.agent);
        break;
      }
      case 'token': {
        const line = parsed.lines[check.line - 1];
        const group = line?.group === undefined ? undefined : parsed.groups[line.group];
        const agent = group?.agents.find((a) => a.line === check.line);
        expect(agent?.token).toBe(check.token);
        expect(step.answer).toBe(check.token);
        break;
      }
    }
  });

  // The lesson teaches RFC 9309: apart from the Google-only token step, both modes agree.
  it.each(LESSON_STEPS.filter((s) => s.check?.kind !== 'token').map((s) => [s.id, s] as const))(
    '%s: strict RFC mode gives the same answer',
    (_, step) => {
      const google = evaluate(compileRobots(parseRobots(step.text)), step.agent, step.url);
      const rfc = evaluate(
        compileRobots(parseRobots(step.text, { mode: 'rfc' })),
        step.agent,
        step.url,
      );
      expect(rfc.allowed).toBe(google.allowed);
      expect(rfc.selection.groups).toEqual(google.selection.groups);
      expect(rfc.rule?.line).toBe(google.rule?.line);
    },
  );

  it('google-cuts-names: the playground agent obeys the group; strict RFC mode keeps no name', () => {
    const step = byId('google-cuts-names');
    const d = evaluate(compileRobots(parseRobots(step.text)), step.agent, step.url);
    expect(d.selection.groups).toEqual([0]);
    const parsed = parseRobots(step.text, { mode: 'rfc' });
    expect(parsed.groups[0]?.agents[0]?.token).toBe('');
  });
});

describe('lesson progress', () => {
  const first = LESSON_STEPS[0]!;

  it('starts empty and points at the first step', () => {
    const p = freshProgress();
    expect(p).toEqual({ version: PROGRESS_VERSION, steps: {} });
    expect(nextStep(p)).toBe(first);
    expect(solvedCount(p)).toBe(0);
  });

  it('records a wrong answer, then a right one, without changing the input', () => {
    const start = freshProgress();
    const wrong = answerStep(start, first.id, wrongChoice(first));
    expect(wrong.correct).toBe(false);
    expect(start.steps).toEqual({});
    expect(isSolved(wrong.progress, first.id)).toBe(false);
    expect(nextStep(wrong.progress)).toBe(first);

    const right = answerStep(wrong.progress, first.id, first.answer);
    expect(right.correct).toBe(true);
    expect(right.progress.steps[first.id]).toEqual({
      choice: first.answer,
      solved: true,
      attempts: 2,
    });
    expect(nextStep(right.progress)).toBe(LESSON_STEPS[1]);
  });

  it('keeps a step solved after a later wrong answer', () => {
    const solved = answerStep(freshProgress(), first.id, first.answer).progress;
    const again = answerStep(solved, first.id, wrongChoice(first));
    expect(again.correct).toBe(false);
    expect(again.progress.steps[first.id]).toEqual({
      choice: wrongChoice(first),
      solved: true,
      attempts: 2,
    });
  });

  it('ignores unknown steps and choices the step does not offer', () => {
    const p = freshProgress();
    expect(answerStep(p, 'no-such-step', 'allowed')).toEqual({ correct: false, progress: p });
    expect(answerStep(p, first.id, 'maybe')).toEqual({ correct: false, progress: p });
    expect(answerStep(p, '__proto__', 'allowed').progress).toBe(p);
  });

  it('nextStep skips solved steps, in lesson order, and is null at the end', () => {
    const ids = LESSON_STEPS.map((s) => s.id);
    expect(nextStep(solveAll([ids[0]!, ids[2]!]))).toBe(LESSON_STEPS[1]);
    const done = solveAll(ids);
    expect(nextStep(done)).toBeNull();
    expect(solvedCount(done)).toBe(LESSON_STEPS.length);
  });

  it('serializes compactly with a version tag', () => {
    const p = answerStep(freshProgress(), first.id, first.answer).progress;
    expect(JSON.parse(serializeProgress(p))).toEqual({
      v: 1,
      steps: { [first.id]: [first.answer, 1, 1] },
    });
    expect(serializeProgress(freshProgress())).toBe('{"v":1,"steps":{}}');
  });

  it('keeps decoding a version-1 string written today', () => {
    const saved =
      '{"v":1,"steps":{"names-ignore-case":["disallowed",1,3],"tie-goes-to-allow":["disallowed",0,1]}}';
    expect(parseProgress(saved).steps).toEqual({
      'names-ignore-case': { choice: 'disallowed', solved: true, attempts: 3 },
      'tie-goes-to-allow': { choice: 'disallowed', solved: false, attempts: 1 },
    });
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['empty', ''],
    ['not JSON', '{v:1'],
    ['a number', '1'],
    ['an array', '[1,{}]'],
    ['JSON null', 'null'],
    ['no version', '{"steps":{}}'],
    ['a newer version', '{"v":2,"steps":{"names-ignore-case":["disallowed",1,1]}}'],
    ['version as string', '{"v":"1","steps":{}}'],
    ['steps as array', '{"v":1,"steps":[]}'],
    ['too long', `{"v":1,"steps":{},"x":"${'a'.repeat(200_000)}"}`],
  ])('gives fresh progress for %s', (_, text) => {
    expect(parseProgress(text)).toEqual(freshProgress());
  });

  it('drops bad entries one by one and keeps the good ones', () => {
    const text = JSON.stringify({
      v: 1,
      steps: {
        'names-ignore-case': ['disallowed', 1, 1],
        'no-such-step': ['allowed', 1, 1],
        'several-names-one-group': ['maybe', 1, 1],
        'own-group-beats-star': ['own', true, 1],
        'named-group-hides-star': ['allowed', 1, 0],
        'same-name-groups-merge': ['merged', 1, 1.5],
        'no-group-means-allowed': ['allowed', 1],
        'longest-match-wins': { choice: 'allowed' },
      },
    });
    expect(parseProgress(text).steps).toEqual({
      'names-ignore-case': { choice: 'disallowed', solved: true, attempts: 1 },
    });
  });

  it('ignores a __proto__ key in saved JSON', () => {
    const p = parseProgress('{"v":1,"steps":{"__proto__":{"names-ignore-case":["allowed",1,1]}}}');
    expect(p).toEqual(freshProgress());
    expect(isSolved(p, 'names-ignore-case')).toBe(false);
  });

  it('property: parseProgress never throws on arbitrary strings and returns valid progress', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.string({ unit: 'binary' })), (text) => {
        const p = parseProgress(text);
        expect(p.version).toBe(PROGRESS_VERSION);
        for (const id of Object.keys(p.steps)) expect(LESSON_STEPS_BY_ID.has(id)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('property: parseProgress never throws on arbitrary version-1 shapes', () => {
    const ids = fc.constantFrom(...LESSON_STEPS.map((s) => s.id), '__proto__', 'x');
    const entry = fc.oneof(fc.anything(), fc.tuple(fc.string(), fc.anything(), fc.anything()));
    fc.assert(
      fc.property(fc.dictionary(ids, entry), (steps) => {
        const p = parseProgress(JSON.stringify({ v: 1, steps }));
        for (const [id, s] of Object.entries(p.steps)) {
          expect(byId(id).choices.map((c) => c.id)).toContain(s?.choice);
          expect(s?.attempts).toBeGreaterThanOrEqual(1);
        }
      }),
    );
  });

  it('property: any sequence of answers round-trips through serialize/parse', () => {
    const answer = fc
      .constantFrom(...LESSON_STEPS)
      .chain((step) =>
        fc.tuple(fc.constant(step.id), fc.constantFrom(...step.choices.map((c) => c.id))),
      );
    fc.assert(
      fc.property(fc.array(answer, { maxLength: 40 }), (answers) => {
        let p = freshProgress();
        for (const [stepId, choiceId] of answers) {
          const r = answerStep(p, stepId, choiceId);
          expect(r.correct).toBe(choiceId === byId(stepId).answer);
          p = r.progress;
        }
        expect(parseProgress(serializeProgress(p))).toEqual(p);
      }),
    );
  });
});
