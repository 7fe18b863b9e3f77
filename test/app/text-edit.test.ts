// The editor hands the engine a keystroke's text as an edit of the text before it.
import { describe, expect, it } from 'vitest';
import { ChangeSet, Text } from '@codemirror/state';
import { editOf } from '../../src/app/text-edit';
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
