// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { syntaxTree, syntaxTreeAvailable } from '@codemirror/language';
import { robotsLanguageSupport } from '../../src/editor/language.ts';
import { parseAhead } from '../../src/editor/parse-ahead.ts';
import { destroyViews, mountView } from './helpers.ts';

afterEach(destroyViews);

const big = Array.from({ length: 30_000 }, (_, i) => `Disallow: /section-${i}/*.pdf$`).join('\n');

// Waits until `done()` holds, or fails after `ms`.
async function until(done: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('parseAhead', () => {
  it('parses the whole text in idle moments, and again after an edit', async () => {
    const view = mountView(big, robotsLanguageSupport(parseAhead));
    // The tree the editor's state holds, which highlighting reads, covers the text.
    const whole = () => syntaxTree(view.state).length === view.state.doc.length;
    expect(whole()).toBe(false);
    await until(whole);
    expect(syntaxTreeAvailable(view.state, view.state.doc.length)).toBe(true);
    view.dispatch({ changes: { from: big.length, insert: '\n' + big } });
    expect(whole()).toBe(false);
    await until(whole);
  });

  it('is what completes the parse: the language alone stops short of the end', async () => {
    const view = mountView(big, robotsLanguageSupport());
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(syntaxTreeAvailable(view.state, view.state.doc.length)).toBe(false);
  });
});
