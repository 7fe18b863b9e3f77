import { describe, expect, it } from 'vitest';
import { compileRobots, parseRobots } from '../../../src/core/index.ts';
import { checkExpectations, parseExpectations } from '../../../src/core/expectations/index.ts';

const FILE = [
  'User-agent: *', // 1
  'Disallow: /private/', // 2
  'Allow: /private/public', // 3
  '', // 4
  'User-agent: GPTBot', // 5
  'Disallow: /blog/', // 6
  '', // 7
  'User-agent: Bingbot', // 8
  'Disallow: /%7Euser/', // 9
].join('\n');

const compiled = compileRobots(parseRobots(FILE));

function check(text: string, mode?: 'google' | 'rfc') {
  const { expectations, errors } = parseExpectations(text);
  expect(errors).toEqual([]);
  return checkExpectations(compiled, expectations, mode ? { mode } : {});
}

describe('checkExpectations', () => {
  it('passes what the engine answers, with the deciding line as written', () => {
    const [r] = check('disallow GPTBot https://example.com/blog/x');
    expect(r).toMatchObject({
      pass: true,
      actual: 'disallowed',
      mode: 'google',
      deciding: { line: 6, text: 'Disallow: /blog/' },
      failure: null,
    });
    expect(r?.decision.rule?.line).toBe(6);
  });

  it('fails with a sentence naming what was expected, what happens and the deciding rule', () => {
    const [r] = check('disallow Googlebot /private/public/report');
    expect(r?.pass).toBe(false);
    expect(r?.actual).toBe('allowed');
    expect(r?.deciding).toEqual({ line: 3, text: 'Allow: /private/public' });
    expect(r?.failure).toBe(
      'Expected Googlebot to be disallowed on /private/public/report, but it is allowed. ' +
        'No group names Googlebot, so it obeys the * group on lines 1–3. ' +
        'Line 3, Allow: /private/public, is the longest match (15 characters; line 2 has 9), so /private/public/report is allowed.',
    );
  });

  it('says when no rule decided: no deciding line, allowed by default', () => {
    const [r] = check('disallow GPTBot /private/x');
    expect(r).toMatchObject({ pass: false, actual: 'allowed', deciding: null });
    expect(r?.failure).toContain(
      'No rule on lines 5–6 matches, so /private/x is allowed by default.',
    );
  });

  it("reads each expectation in its own mode, else the check's", () => {
    // google-specific: the path is compared as written, so %7E is not ~;
    // RFC 9309 §2.2.2 normalises both sides, so it is.
    const text = 'allow Bingbot /~user/a\ndisallow Bingbot /~user/a rfc';
    expect(check(text).map((r) => [r.pass, r.mode])).toEqual([
      [true, 'google'],
      [true, 'rfc'],
    ]);
    expect(check(text, 'rfc').map((r) => [r.pass, r.mode])).toEqual([
      [false, 'rfc'],
      [true, 'rfc'],
    ]);
  });

  it('keeps the expectation it checked, line included', () => {
    const [r] = check('# c\nallow x /');
    expect(r?.expectation).toEqual({ line: 2, expected: 'allowed', agent: 'x', url: '/' });
  });
});
