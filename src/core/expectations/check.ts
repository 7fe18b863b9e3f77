// Checking expectations against a compiled robots.txt: each one is evaluated by
// the engine itself (evaluate, with its explanation), never by a matcher of its
// own, so a check says exactly what the playground shows for the same question.

import { compiledForMode, type CompiledRobots } from '../compile.ts';
import { evaluate } from '../evaluate.ts';
import { decidingLine, decisionInWords, type DecidingLine } from '../explain/reason.ts';
import type { Decision, Mode } from '../types.ts';
import type { Expectation, ExpectedVerdict } from './syntax.ts';

/** One expectation checked: whether it holds, what the engine answered and why. */
export interface ExpectationResult<E extends Expectation = Expectation> {
  expectation: E;
  pass: boolean;
  actual: ExpectedVerdict;
  /** The reading it was checked in: the expectation's own, else the check's. */
  mode: Mode;
  /** The engine's decision, with the deciding rule and every matching candidate. */
  decision: Decision;
  /** The line that decided, as written; `null` when no rule decided (allowed by default). */
  deciding: DecidingLine | null;
  /** The decision in words (which group, which rule, why). */
  why: string;
  /** For a failure, one sentence saying what was expected and what happens; `null` when it holds. */
  failure: string | null;
}

/** Options of checkExpectations. */
export interface CheckOptions {
  /** The reading of expectations that name none. Default: the mode `compiled` was parsed in. */
  mode?: Mode;
}

/**
 * Checks every expectation of `list` against `compiled`, in order, each in its
 * own mode or `options.mode`. Never throws.
 */
export function checkExpectations<E extends Expectation>(
  compiled: CompiledRobots,
  list: readonly E[],
  options: CheckOptions = {},
): ExpectationResult<E>[] {
  const fallback = options.mode ?? compiled.mode;
  return list.map((expectation) => {
    const mode = expectation.mode ?? fallback;
    const c = compiledForMode(compiled, mode);
    const decision = evaluate(c, expectation.agent, expectation.url, { mode });
    const actual: ExpectedVerdict = decision.allowed ? 'allowed' : 'disallowed';
    const pass = actual === expectation.expected;
    const why = decisionInWords(c.parsed, decision);
    return {
      expectation,
      pass,
      actual,
      mode,
      decision,
      deciding: decidingLine(c.parsed, decision),
      why,
      failure: pass
        ? null
        : `Expected ${expectation.agent} to be ${expectation.expected} on ${expectation.url}, but it is ${actual}. ${why}`,
    };
  });
}
