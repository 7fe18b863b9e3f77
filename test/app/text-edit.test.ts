// The editor hands the engine a keystroke's text as an edit of the text before it.
import { describe, expect, it } from 'vitest';
import { ChangeSet, Text } from '@codemirror/state';
import { editOf, TYPED_SPAN_CHARS, typedText, withEdit } from '../../src/app/text-edit';
import { prng } from '../bench/prng';
import { applyString } from '../../src/worker/wire';

const BASE = 'User-agent: *\nDisallow: /private\nAllow: /public\n';

function edited(changes: { from: number; to?: number; insert?: string }[]) {
  const before = Text.of(BASE.split('\n'));
  const set = ChangeSet.of(changes, before.length);
  const doc = set.apply(before);
  return { set, doc };
}

describe('editOf', () => {
  it('spans one change: the text before it, the new characters, the text after it', () => {
    const at = BASE.indexOf('/private') + '/private'.length;
    const { set, doc } = edited([{ from: at, insert: 'y' }]);
    const edit = editOf(set, BASE, doc);
    expect(edit).toEqual({ base: BASE, head: at, tail: BASE.length - at, middle: 'y' });
    expect(applyString(BASE, edit)).toBe(doc.toString());
  });

  it('spans from the first change to the last when an update made several', () => {
    const first = BASE.indexOf('*');
    const last = BASE.indexOf('/public');
    const { set, doc } = edited([
      { from: first, to: first + 1, insert: 'bot' },
      { from: last, to: last + '/public'.length },
    ]);
    const edit = editOf(set, BASE, doc);
    expect(edit.head).toBe(first);
    expect(edit.tail).toBe(BASE.length - last - '/public'.length);
    expect(edit.middle).toBe('bot\nDisallow: /private\nAllow: ');
    expect(applyString(BASE, edit)).toBe(doc.toString());
  });

  it('reads a deletion at the very start and an insertion at the very end', () => {
    const { set, doc } = edited([
      { from: 0, to: 5 },
      { from: BASE.length, insert: 'Sitemap: /s.xml\n' },
    ]);
    const edit = editOf(set, BASE, doc);
    expect(edit.head).toBe(0);
    expect(edit.tail).toBe(0);
    expect(applyString(BASE, edit)).toBe(doc.toString());
  });
});

describe('withEdit', () => {
  // A string edit as the editor reports one: [head, length - tail) becomes `middle`.
  const put = (text: string, head: number, tail: number, middle: string): string =>
    text.slice(0, head) + middle + text.slice(text.length - tail);

  it('equals the text with each edit put in, over a run of edits here and there', () => {
    const random = prng(9309);
    const pick = (n: number): number => Math.floor(random() * n);
    let expected = 'User-agent: *\nDisallow: /p/\n'.repeat(3000);
    let typed = typedText(expected);
    let kept = 0;
    for (let i = 0; i < 3000; i++) {
      const length = expected.length;
      // Mostly typing near one place, sometimes a jump, a deletion, a paste.
      const near = typed.from + pick(40) - 20;
      const at = Math.max(0, Math.min(length, i % 97 === 0 ? pick(length + 1) : near));
      const removed = Math.min(length - at, pick(5) === 0 ? pick(30) : 0);
      const inserted = pick(7) === 0 ? 'Allow: /x\n'.repeat(pick(4)) : 'yz'.slice(0, pick(3));
      const tail = length - at - removed;
      expected = put(expected, at, tail, inserted);
      const before = typed;
      typed = withEdit(typed, { head: at, tail, middle: inserted });
      expect(typed.text).toBe(expected);
      if (typed.anchor === before.anchor) kept++;
      // The text is the anchor with one span changed.
      expect(typed.anchor.slice(0, typed.from) + typed.middle + typed.anchor.slice(typed.to)).toBe(
        expected,
      );
      expect(typed.to - typed.from).toBeLessThanOrEqual(TYPED_SPAN_CHARS);
    }
    // Typing near one place keeps building on the same anchor.
    expect(kept).toBeGreaterThan(2500);
  });

  it('keeps the anchor while typing at one place, and starts a new one after a jump', () => {
    const text = 'Disallow: /a\n'.repeat(5000);
    const at = 100;
    let typed = withEdit(typedText(text), { head: at, tail: text.length - at, middle: 'y' });
    typed = withEdit(typed, { head: at + 1, tail: text.length - at, middle: 'z' });
    expect(typed.anchor).toBe(text);
    expect([typed.from, typed.to, typed.middle]).toEqual([at, at, 'yz']);
    // Backspace over both: the changed span is empty again, still on the same anchor.
    typed = withEdit(typed, { head: at, tail: text.length - at, middle: '' });
    expect(typed.text).toBe(text);
    expect(typed.anchor).toBe(text);
    // Once nothing is changed, an edit anywhere starts a span of its own.
    const far = text.length - 10;
    typed = withEdit(typed, { head: far, tail: 10, middle: 'y' });
    expect(typed.anchor).toBe(text);
    expect([typed.from, typed.to, typed.middle]).toEqual([far, far, 'y']);
    // An edit far from a changed span would make it most of the file: a new anchor.
    const next = withEdit(typed, { head: at, tail: typed.text.length - at, middle: 'x' });
    expect(next.text).toBe(put(put(text, far, 10, 'y'), at, text.length + 1 - at, 'x'));
    expect(next.anchor).toBe(next.text);
    expect([next.from, next.to, next.middle]).toEqual([0, 0, '']);
  });
});
