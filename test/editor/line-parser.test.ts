import { describe, expect, it } from 'vitest';
import { NodeSet, NodeType, Tree, TreeFragment } from '@lezer/common';
import { CHUNK_CHARS, CHUNK_LINES, LineParser } from '../../src/editor/line-parser.ts';
import { highlightedSpans, robotsState } from './helpers.ts';
import { prng } from '../bench/prng.ts';

// A toy line language: each line is one `Line` node, `First` when it opens the file.
const top = NodeType.define({ id: 0, name: 'Doc', top: true });
const chunk = NodeType.define({ id: 1 });
const nodeSet = new NodeSet([
  top,
  chunk,
  NodeType.define({ id: 2, name: 'Line' }),
  NodeType.define({ id: 3, name: 'First' }),
]);

function toyParser() {
  const read: string[] = [];
  const parser = new LineParser({
    nodeSet,
    top,
    chunk,
    tokenize(line, firstLine) {
      read.push(line);
      return line === '' ? [] : [{ from: 0, to: line.length, type: firstLine ? 'First' : 'Line' }];
    },
  });
  return { parser, read };
}

function nodes(tree: Tree, doc: string): string[] {
  const out: string[] = [];
  tree.iterate({
    enter(n) {
      if (n.name === 'Line' || n.name === 'First') out.push(`${n.name}:${doc.slice(n.from, n.to)}`);
    },
  });
  return out;
}

const lines = (n: number, f = (i: number) => `line ${i}`) =>
  Array.from({ length: n }, (_, i) => f(i)).join('\n');

// The tree after one edit, parsed with the previous tree's fragments; `read` holds
// only the lines that second parse read.
function reparse(
  { parser, read }: ReturnType<typeof toyParser>,
  doc: string,
  edit: { from: number; to: number; insert: string },
): { next: string; tree: Tree; old: Tree } {
  const old = parser.parse(doc);
  read.length = 0;
  const next = doc.slice(0, edit.from) + edit.insert + doc.slice(edit.to);
  const fragments = TreeFragment.applyChanges(TreeFragment.addTree(old), [
    { fromA: edit.from, toA: edit.to, fromB: edit.from, toB: edit.from + edit.insert.length },
  ]);
  return { next, tree: parser.parse(next, fragments), old };
}

describe('LineParser', () => {
  it('reads every line once, in chunks of whole lines', () => {
    const { parser, read } = toyParser();
    const doc = lines(1000);
    const tree = parser.parse(doc);
    expect(read).toHaveLength(1000);
    expect(tree.length).toBe(doc.length);
    expect(nodes(tree, doc)).toEqual(doc.split('\n').map((l, i) => `${i ? 'Line' : 'First'}:${l}`));
    expect(tree.children).toHaveLength(Math.ceil(1000 / CHUNK_LINES));
  });

  it('after a one-character edit in a long file, reads only the lines of the chunk it touched', () => {
    const toy = toyParser();
    const { parser, read } = toy;
    const doc = lines(20_000);
    const from = doc.indexOf('line 10007') + 5;
    const { next, tree, old } = reparse(toy, doc, { from, to: from, insert: 'x' });
    expect(read.length).toBeGreaterThan(0);
    expect(read.length).toBeLessThanOrEqual(CHUNK_LINES);
    expect(read).toContain('line x10007');
    expect(nodes(tree, next)).toEqual(nodes(parser.parse(next), next));
    // The untouched chunks are the old tree's own nodes.
    const kept = tree.children.filter((c) => old.children.includes(c));
    expect(kept.length).toBe(old.children.length - 1);
  });

  it('reads a line again when an edit extends the last line of the file', () => {
    const toy = toyParser();
    const doc = lines(300);
    const { next, tree } = reparse(toy, doc, { from: doc.length, to: doc.length, insert: 'y' });
    expect(toy.read).toContain('line 299y');
    expect(toy.read.length).toBeLessThanOrEqual(CHUNK_LINES);
    expect(nodes(tree, next).at(-1)).toBe('Line:line 299y');
  });

  it('keeps the first-line reading to the line that opens the file', () => {
    const toy = toyParser();
    const doc = lines(400);
    const joined = reparse(toy, doc, { from: 0, to: 0, insert: 'new\n' });
    expect(nodes(joined.tree, joined.next).slice(0, 2)).toEqual(['First:new', 'Line:line 0']);
    const removed = reparse(toy, doc, { from: 0, to: doc.indexOf('\n') + 1, insert: '' });
    expect(nodes(removed.tree, removed.next)[0]).toBe('First:line 1');
  });

  it('cuts a chunk by characters when its lines are long, and never splits a line', () => {
    const { parser } = toyParser();
    const long = 'x'.repeat(CHUNK_CHARS * 3);
    const doc = ['a', long, 'b', long, 'c'].join('\n');
    const tree = parser.parse(doc);
    expect(nodes(tree, doc)).toEqual([
      'First:a',
      `Line:${long}`,
      'Line:b',
      `Line:${long}`,
      'Line:c',
    ]);
    expect(tree.children.length).toBeGreaterThan(1);
  });

  it('holds a line longer than 64 KiB (past 16-bit positions) whole', () => {
    const { parser } = toyParser();
    const long = 'y'.repeat(70_000);
    const doc = ['a', long, 'b'].join('\n');
    const tree = parser.parse(doc);
    expect(nodes(tree, doc)).toEqual(['First:a', `Line:${long}`, 'Line:b']);
    expect(tree.resolveInner(doc.indexOf('b', 3) + 0, 1).name).toBe('Line');
  });

  it('stops where it is told and goes on from the partial tree', () => {
    const { parser, read } = toyParser();
    const doc = lines(2000);
    const parse = parser.startParse(doc);
    parse.stopAt(doc.indexOf('line 300'));
    let partial: Tree | null = null;
    while (!(partial = parse.advance()));
    expect(partial.length).toBeLessThan(doc.length);
    expect(partial.length).toBeGreaterThanOrEqual(doc.indexOf('line 300'));
    read.length = 0;
    const rest = parser.parse(doc, TreeFragment.addTree(partial, [], true));
    // What the partial tree holds, but its last chunk, is not read again.
    expect(read.length).toBeLessThanOrEqual(2000 - 300 + CHUNK_LINES);
    expect(nodes(rest, doc)).toEqual(nodes(parser.parse(doc), doc));
  });
});

describe('the robots.txt language after edits', () => {
  const sample = [
    '\uFEFFUser-agent: Googlebot',
    'Disallow: /a*b$',
    'Allow: /c',
    '# note',
    'Sitemap: https://example.com/s.xml',
    'Disalow: /typo',
    'nonsense',
    '',
    'User-agent: *',
    'Crawl-delay: 5',
  ];

  it('highlights as a fresh parse does, over a run of random edits', () => {
    const random = prng(9309);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    let state = robotsState(lines(3000, (i) => sample[i % sample.length] as string));
    for (let step = 0; step < 60; step++) {
      const length = state.doc.length;
      const from = Math.floor(random() * (length + 1));
      const to = Math.min(length, from + Math.floor(random() * (random() < 0.2 ? 400 : 4)));
      const insert = pick(['', 'y', '\n', ':', '*', '$', '\nUser-agent: x\n', 'Disallow: /n\n']);
      state = state.update({ changes: { from, to, insert } }).state;
      expect(highlightedSpans(state)).toEqual(highlightedSpans(robotsState(state.doc.toString())));
    }
  });
});
