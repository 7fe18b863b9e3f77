import { describe, expect, it } from 'vitest';
import { compileRobots, evaluate, parseRobots } from '../../src/core/index.ts';
import { outlineRobots } from '../../src/core/outline.ts';
import { LESSON_STEPS, explainStepAnswer, type LessonStep } from '../../src/learn/index.ts';

const step = (id: string): LessonStep => {
  const found = LESSON_STEPS.find((s) => s.id === id);
  if (!found) throw new Error(`no step ${id}`);
  return found;
};

// The reason as the lesson shows it: from the engine's decision on the step's file.
function reasonOf(s: LessonStep, mode: 'google' | 'rfc' = 'google'): string {
  const parsed = parseRobots(s.text, { mode });
  const decision = evaluate(compileRobots(parsed), s.agent, s.url, { mode });
  return explainStepAnswer(s, { decision, groups: outlineRobots(parsed).groups });
}

describe('explainStepAnswer', () => {
  it.each([
    [
      'longest-match-wins',
      'No group names ExampleBot, so it obeys the `*` group on lines 1–3. Line 3, `Allow: /shop/help/`, is the longest match (11 characters; line 2, `Disallow: /shop/`, has 6), so `/shop/help/returns` is allowed.',
    ],
    [
      'tie-goes-to-allow',
      'No group names ExampleBot, so it obeys the `*` group on lines 1–3. Line 3, `Allow: /index`, and line 2, `Disallow: /*.php`, match with the same length (6); a tie goes to Allow, so `/index.php` is allowed.',
    ],
    [
      'blank-lines-keep-group',
      'ExampleBot is named by the group on lines 1–3, so it obeys that group and no other, not the `*` group. Line 3, `Disallow: /tmp/`, is the only rule there that matches, so `/tmp/upload.bin` is disallowed.',
    ],
    [
      'named-group-hides-star',
      'ExampleBot is named by the group on lines 4–5, so it obeys that group and no other, not the `*` group. No rule on lines 4–5 matches `/admin/`, so `/admin/` is allowed.',
    ],
    [
      'no-group-means-allowed',
      'No group names ExampleBot and there is no `*` group, so no rule applies to it. Nothing can disallow it, so `/page` is allowed.',
    ],
    [
      'same-name-groups-merge',
      'ExampleBot is named by the groups on lines 1–2 and 7–8, which merge into one; it obeys their rules together and no other group.',
    ],
    [
      'google-cuts-names',
      'Line 1, `User-agent: MJ12bot`, names `mj`: the name stops at the first character that is not a letter, `-` or `_`.',
    ],
  ])('explains %s from the engine', (id, expected) => {
    expect(reasonOf(step(id))).toBe(expected);
  });

  it('follows the reading: strict RFC 9309 keeps no name from an invalid token', () => {
    expect(reasonOf(step('google-cuts-names'), 'rfc')).toBe(
      'Line 1, `User-agent: MJ12bot`, names no crawler in this reading.',
    );
  });

  it('says the outcome the engine computed for every verdict step', () => {
    for (const s of LESSON_STEPS.filter((x) => x.check?.kind === 'verdict')) {
      const word = s.answer === 'allowed' ? 'allowed' : 'disallowed';
      expect(reasonOf(s), s.id).toMatch(new RegExp(`is ${word}\\.$`));
    }
  });
});
