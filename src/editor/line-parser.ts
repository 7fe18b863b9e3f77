// An incremental Lezer parser for languages whose lines are read one by one, as
// robots.txt is (RFC 9309 §2.2): a line's tokens depend on its own text alone
// (and on whether it opens the file). The tree is the document node over chunks
// of whole lines; each chunk is a node holding its lines' tokens.
//
// After an edit, CodeMirror hands the parse the unchanged ranges of the previous
// tree (TreeFragment). A chunk that lies inside one of them, with the line break
// before it and its own last line break unchanged, is taken over as it is, moved
// to its new position; only the lines of the chunks an edit touched are read
// again. Typing in a file of 20,000 lines then reads one chunk of lines, where a
// stream parser reads from the edit to the end of the viewport at once and
// the rest of the file in the background, slice after slice.

import { NodeType, Parser, Tree, TreeBuffer } from '@lezer/common';
import type { Input, NodeSet, PartialParse, TreeFragment } from '@lezer/common';

/** One token of a line: offsets into the line's text, `type` the name of its node type. */
export interface LineNode {
  from: number;
  to: number;
  type: string;
}

/** What a line parser needs: its node types and how to read one line. */
export interface LineParserSpec {
  /**
   * Every node type; `top` is the document's, `chunk` a chunk's. Give the chunk a
   * name: a cursor enters an anonymous node as if its children were its parent's,
   * so walks along the top level would step through every token of the file.
   */
  nodeSet: NodeSet;
  top: NodeType;
  chunk: NodeType;
  /** The tokens of one line (without its line break), in order, not overlapping. */
  tokenize(line: string, firstLine: boolean): readonly LineNode[];
}

/** A chunk ends after this many lines… */
export const CHUNK_LINES = 128;
/** …or once it holds this many characters (a line is never split). */
export const CHUNK_CHARS = 8192;

/** A chunk of the previous tree that can be taken over, at its new position. */
interface Reusable {
  from: number;
  tree: Tree;
}

// The chunks of the previous tree that no edit touched, by new position. A chunk
// is kept when its range and the line break before it (or the start of the file,
// at the same place) lie in one unchanged fragment, and it ends with a line break
// or at the end of the new text: the old tree's last chunk may end inside a line
// that an edit went on to extend.
function reusableChunks(
  fragments: readonly TreeFragment[],
  spec: LineParserSpec,
  textEnd: number,
): Reusable[] {
  const out: Reusable[] = [];
  for (const f of fragments) {
    const tree = f.tree;
    if (tree.type !== spec.top) continue;
    for (let i = 0; i < tree.children.length; i++) {
      const child = tree.children[i];
      if (!(child instanceof Tree) || child.type !== spec.chunk) continue;
      const at = tree.positions[i] as number;
      const end = at + child.length;
      const from = at - f.offset;
      const opens = from === 0 ? at === 0 && f.from === 0 : f.from <= from - 1;
      const closes = end < tree.length || end - f.offset === textEnd;
      if (opens && closes && end - f.offset <= f.to) out.push({ from, tree: child });
    }
  }
  return out.sort((a, b) => a.from - b.from);
}

class LineParse implements PartialParse {
  parsedPos: number;
  stoppedAt: number | null = null;
  private readonly end: number;
  private readonly children: Tree[] = [];
  private readonly positions: number[] = [];
  private readonly reusable: Reusable[];
  private next = 0;

  constructor(
    private readonly spec: LineParserSpec,
    /** Node type ids by name. */
    private readonly ids: ReadonlyMap<string, number>,
    private readonly input: Input,
    fragments: readonly TreeFragment[],
    ranges: readonly { from: number; to: number }[],
  ) {
    this.parsedPos = ranges[0]?.from ?? 0;
    this.end = ranges.at(-1)?.to ?? input.length;
    this.reusable = reusableChunks(fragments, spec, this.end);
  }

  advance(): Tree | null {
    const stop = this.stoppedAt ?? this.end;
    if (this.parsedPos >= Math.min(stop, this.end)) return this.finish();
    const kept = this.reusableAt(this.parsedPos);
    if (kept) {
      this.children.push(kept.tree);
      this.positions.push(kept.from);
      this.parsedPos += kept.tree.length;
    } else {
      this.readChunk();
    }
    return null;
  }

  stopAt(pos: number): void {
    this.stoppedAt = pos;
  }

  // The kept chunk that starts exactly at `pos`, if any; passes the ones behind it.
  private reusableAt(pos: number): Reusable | null {
    const list = this.reusable;
    while (this.next < list.length && (list[this.next] as Reusable).from < pos) this.next++;
    const r = list[this.next];
    return r !== undefined && r.from === pos ? r : null;
  }

  // Reads lines from parsedPos into one new chunk: up to CHUNK_LINES lines or
  // CHUNK_CHARS characters, or to where a kept chunk starts.
  private readChunk(): void {
    const start = this.parsedPos;
    const buffer: number[] = [];
    let pos = start;
    let lines = 0;
    while (pos < this.end) {
      const text = this.readLine(pos);
      for (const t of this.spec.tokenize(text, pos === 0)) {
        const at = pos - start;
        buffer.push(this.ids.get(t.type) as number, at + t.from, at + t.to, buffer.length + 4);
      }
      pos = Math.min(this.end, pos + text.length + 1);
      lines++;
      if (lines >= CHUNK_LINES || pos - start >= CHUNK_CHARS) break;
      if (this.reusableAt(pos) !== null) break;
    }
    this.children.push(this.chunkTree(buffer, pos - start));
    this.positions.push(start);
    this.parsedPos = pos;
  }

  // A chunk's node over its tokens (`buffer`: type, from, to, end index per token).
  // The tokens go in one TreeBuffer, whose positions are 16-bit; a longer chunk
  // (one line of over 64 KiB) is built by Tree.build, which splits it.
  private chunkTree(buffer: number[], length: number): Tree {
    const { nodeSet, chunk } = this.spec;
    if (length > 0xffff) {
      for (let i = 3; i < buffer.length; i += 4) buffer[i] = 4;
      return Tree.build({ buffer, nodeSet, topID: chunk.id, length });
    }
    const tokens = new TreeBuffer(Uint16Array.from(buffer), length, nodeSet);
    return new Tree(chunk, [tokens], [0], length);
  }

  // The text of the line that starts at `pos`, without its line break.
  private readLine(pos: number): string {
    let text = '';
    for (;;) {
      const at = pos + text.length;
      if (at >= this.end) return text;
      const chunk = this.input.chunk(at);
      const limit = Math.min(chunk.length, this.end - at);
      const br = chunk.indexOf('\n');
      if (br >= 0 && br < limit) return text + chunk.slice(0, br);
      text += limit < chunk.length ? chunk.slice(0, limit) : chunk;
      // An input that hands out whole lines: the next character is the break.
      if (this.input.lineChunks && text.length > 0) return text;
    }
  }

  private finish(): Tree {
    const from = this.positions[0] ?? this.parsedPos;
    return new Tree(
      this.spec.top,
      this.children,
      this.positions.map((p) => p - from),
      this.parsedPos - from,
    );
  }
}

/** A parser that reads a document line by line, reusing the untouched chunks of the last tree. */
export class LineParser extends Parser {
  private readonly ids: ReadonlyMap<string, number>;

  constructor(private readonly spec: LineParserSpec) {
    super();
    this.ids = new Map(spec.nodeSet.types.map((t) => [t.name, t.id]));
  }

  createParse(
    input: Input,
    fragments: readonly TreeFragment[],
    ranges: readonly { from: number; to: number }[],
  ): PartialParse {
    return new LineParse(this.spec, this.ids, input, fragments, ranges);
  }
}
