import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { WorkerReply, WorkerRequest } from '../../src/worker/protocol.ts';
import { createSession } from '../../src/worker/session';
import {
  applyList,
  applyString,
  createWireDecoder,
  createWireEncoder,
  diffList,
  diffString,
  shiftValue,
  textShift,
  commonEnds,
  countBreaks,
  withGroups,
  postedText,
  receivedText,
  type Shift,
} from '../../src/worker/wire';

const NO_SHIFT: Shift = { chars: 0, lines: 0, groups: 0, atChar: 0, atLine: 0, atGroup: 0 };

/** A request without its id (one of each kind). */
type Request = WorkerRequest extends infer R
  ? R extends WorkerRequest
    ? Omit<R, 'id'>
    : never
  : never;

/** A session whose replies go through an encoder and a decoder, as over the port. */
function wired() {
  const session = createSession();
  const encoder = createWireEncoder();
  const decoder = createWireDecoder();
  let id = 0;
  let revision = 0;
  return {
    /** Sends `request` both ways; returns the session's reply, the decoded one and the wire size. */
    send(request: Request) {
      const full = session.handle({ ...request, id: ++id } as WorkerRequest);
      const text = request.type === 'analyze' || request.type === 'load' ? request.text : '';
      const message = encoder.encode(full, text);
      const bytes = JSON.stringify(message).length;
      const decoded = decoder.decode(structuredClone(message));
      return { full, decoded, bytes };
    },
    analyze(text: string) {
      revision += 1;
      return this.send({ type: 'analyze', revision, text, mode: 'google' });
    },
    load(text: string) {
      revision += 1;
      return this.send({ type: 'load', revision, text, mode: 'google' });
    },
    lint() {
      return this.send({ type: 'lint', revision });
    },
    query(agents: string[], urls: string[]) {
      return this.send({ type: 'query', revision, agents, urls, modes: ['google', 'rfc'] });
    },
    report(urls: string[], mode: 'google' | 'rfc' = 'google') {
      return this.send({ type: 'report', revision, urls, mode });
    },
  };
}

function bigFile(groups: number): string {
  const lines: string[] = [];
  for (let g = 0; g < groups; g++) {
    lines.push(g % 10 === 0 ? 'User-agent: *' : `User-agent: bot${g}`);
    for (let r = 0; r < 20; r++) lines.push(`${r % 3 ? 'Disallow' : 'Disalow'}: /g${g}/r${r}*$`);
    lines.push('');
  }
  return lines.join('\n');
}

function expectSame(a: WorkerReply, b: WorkerReply): void {
  // Timings differ run to run only in the session; the decoded reply must equal
  // the one the session made, field for field.
  expect(b).toEqual(a);
}

describe('textShift', () => {
  it('counts the characters and line breaks an edit adds or removes, and from where', () => {
    const moved = (base: string, next: string) => {
      const { chars, lines, atChar, atLine } = textShift(base, next);
      return { chars, lines, atChar, atLine };
    };
    expect(moved('a\nb\nc', 'a\nb\nc')).toEqual({ chars: 0, lines: 0, atChar: 5, atLine: 3 });
    expect(moved('a\nb\nc', 'a\nbx\nc')).toEqual({ chars: 1, lines: 0, atChar: 3, atLine: 2 });
    expect(moved('a\nb\nc', 'a\nb\n\nc')).toEqual({ chars: 1, lines: 1, atChar: 4, atLine: 3 });
    expect(moved('a\nb\nc', 'a\nc')).toEqual({ chars: -2, lines: -1, atChar: 4, atLine: 3 });
    // A LF typed after a CR joins it into one CRLF break: no new line.
    expect(moved('a\rb', 'a\r\nb')).toEqual({ chars: 1, lines: 0, atChar: 2, atLine: 2 });
    expect(moved('a\r\nb', 'a\r\r\nb')).toEqual({ chars: 1, lines: 1, atChar: 2, atLine: 2 });
  });

  it('moves only what lies past the edit', () => {
    // Line 2 gains a line break: lines from 3 on move down, offsets from 4 on by one.
    const shift = withGroups(textShift('a\nb\nc\nd', 'a\nb\n\nc\nd'), [1, 3, 4], 3);
    expect(shiftValue({ line: 1, from: 0, group: 0 }, shift)).toEqual({
      line: 1,
      from: 0,
      group: 0,
    });
    expect(shiftValue({ line: 3, from: 4, group: 1 }, shift)).toEqual({
      line: 4,
      from: 5,
      group: 1,
    });
    expect(shiftValue({ lines: [1, 4] }, shift)).toEqual({ lines: [1, 4] });
    expect(shiftValue({ records: [1, 4] }, shift)).toEqual({ records: [1, 5] });
    // A new group before the third one: its index and later ones move.
    const grown = withGroups(textShift('a\nb\nc', 'a\nb\nx\nc'), [1, 2, 3], 4);
    expect(grown).toMatchObject({ groups: 1, atGroup: 2 });
    expect(shiftValue({ groups: [0, 1, 2] }, grown)).toEqual({ groups: [0, 1, 3] });
  });
});

describe('commonEnds and countBreaks', () => {
  // Their plain definitions, one character at a time.
  const plainEnds = (a: string, b: string) => {
    const limit = Math.min(a.length, b.length);
    let head = 0;
    while (head < limit && a[head] === b[head]) head++;
    let tail = 0;
    while (tail < limit - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
    return { head, tail };
  };
  const plainBreaks = (text: string, from: number, to: number) => {
    let n = 0;
    const end = Math.min(to, text.length);
    for (let i = from; i < end; i++) {
      if (text[i] === '\n') n++;
      else if (text[i] === '\r' && (i + 1 >= end || text[i + 1] !== '\n')) n++;
    }
    return n;
  };
  // Long texts of a few characters, so that edits land inside and across the blocks
  // compared at once, and line breaks of every kind.
  const long = fc
    .array(fc.constantFrom('a', 'x', '\n', '\r', '\r\n', 'x'.repeat(1100)), { maxLength: 40 })
    .map((parts) => parts.join(''));

  it('find the same common prefix and suffix as a comparison of every character', () => {
    fc.assert(
      fc.property(long, long, long, long, (head, a, b, tail) => {
        const x = head + a + tail;
        const y = head + b + tail;
        expect(commonEnds(x, y)).toEqual(plainEnds(x, y));
        expect(commonEnds(y, x)).toEqual(plainEnds(y, x));
      }),
    );
  });

  it('find them at and around the edges of the blocks compared at once', () => {
    for (const n of [1, 2047, 2048, 2049, 4095, 4096, 4097, 6145]) {
      const text = 'x'.repeat(n);
      for (const at of [0, 1, 2046, 2047, 2048, 2049, 4096, n - 1, n]) {
        if (at > n) continue;
        for (const y of [
          text,
          text.slice(0, at) + 'y' + text.slice(at),
          text.slice(0, at) + text.slice(at + 1),
          text.slice(0, at) + 'y' + text.slice(at + 1),
        ]) {
          expect(commonEnds(text, y)).toEqual(plainEnds(text, y));
          expect(commonEnds(y, text)).toEqual(plainEnds(y, text));
        }
      }
    }
  });

  it('count the same line breaks as a reading of every character', () => {
    fc.assert(
      fc.property(long, fc.nat(), fc.nat(), (text, p, q) => {
        const from = p % (text.length + 1);
        const to = q % (text.length + 2);
        expect(countBreaks(text, from, to)).toBe(plainBreaks(text, from, to));
      }),
    );
  });
});

describe('list and string updates', () => {
  it('keeps the unchanged head and the shifted tail', () => {
    const base = [
      { line: 1, from: 0 },
      { line: 2, from: 5 },
      { line: 3, from: 9 },
    ];
    const shift = { chars: 4, lines: 1, groups: 0, atChar: 6, atLine: 3, atGroup: 0 };
    const next = [
      { line: 1, from: 0 },
      { line: 2, from: 5 },
      { line: 3, from: 7 },
      ...base.slice(2).map((x) => shiftValue(x, shift)),
    ];
    const update = diffList(base, next, shift);
    expect(update).toEqual({ head: 2, tail: 1, items: [{ line: 3, from: 7 }] });
    expect(applyList(base, update, shift)).toEqual(next);
  });

  it('returns the base list itself when nothing changed', () => {
    const base = [{ line: 1 }];
    const update = diffList(base, [{ line: 1 }], NO_SHIFT);
    expect(applyList(base, update, NO_SHIFT)).toBe(base);
  });

  it('refuses an update without its base instead of guessing', () => {
    expect(() => applyList(null, { head: 1, tail: 0, items: [] }, NO_SHIFT)).toThrow();
    expect(() => applyString(null, { head: 1, tail: 0, middle: '' })).toThrow();
  });

  it('round-trips any pair of strings', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.string(), (base, next) => {
        expect(applyString(base, diffString(base, next))).toBe(next);
      }),
    );
  });
});

describe('the wire between worker and page', () => {
  it('moves little for a one-character edit in a large file, and decodes exactly', () => {
    const w = wired();
    const text = bigFile(200);
    const first = w.analyze(text);
    expectSame(first.full, first.decoded);
    expect(first.bytes).toBeGreaterThan(30_000);
    const lint1 = w.lint();
    expectSame(lint1.full, lint1.decoded);
    expect(lint1.bytes).toBeGreaterThan(100_000);
    const agents = Array.from({ length: 10 }, (_, i) => `bot${i * 7 + 1}`);
    const urls = Array.from({ length: 100 }, (_, i) => `/g${i}/r${i % 20}x`);
    const q1 = w.query(agents, urls);
    expectSame(q1.full, q1.decoded);
    const r1 = w.report(urls);
    expectSame(r1.full, r1.decoded);
    expect(r1.bytes).toBeGreaterThan(200_000);

    // Findings that name other groups (how many `*` rules a named group hides, how
    // many groups follow) change with those groups, so edits here stay inside
    // named groups, where a keystroke changes only its own group's findings.
    for (const edited of [
      `${text}x`, // at the end
      text.replace('/g101/r5*$', '/g101/r5x*$'), // in the middle, same line
      text.replace('/g101/r5*$', '/g101/r5*$\nDisallow: /new'), // a new line in the middle
    ]) {
      const a = w.analyze(edited);
      expectSame(a.full, a.decoded);
      expect(a.bytes).toBeLessThan(64 * 1024);
      const l = w.lint();
      expectSame(l.full, l.decoded);
      expect(l.bytes).toBeLessThan(64 * 1024);
      const q = w.query(agents, urls);
      expectSame(q.full, q.decoded);
      expect(q.bytes).toBeLessThan(64 * 1024);
      const r = w.report(urls);
      expectSame(r.full, r.decoded);
      // A crawler's selection names its groups' lines in a sentence, which no
      // shift can carry: an edit that adds a line resends every row that names a
      // later group.
      if (!edited.includes('/new')) expect(r.bytes).toBeLessThan(64 * 1024);
      w.analyze(text);
      w.lint();
      w.query(agents, urls);
      w.report(urls);
    }
    // A new group shifts every later group's index: still exact.
    const grown = w.analyze(
      text.replace(
        'User-agent: bot101\n',
        'User-agent: bot101\nDisallow: /a\n\nUser-agent: extra\n',
      ),
    );
    expectSame(grown.full, grown.decoded);
    const q = w.query(agents, urls);
    expectSame(q.full, q.decoded);
    const r = w.report(urls);
    expectSame(r.full, r.decoded);
    // Another mode, then other URLs: sent whole where nothing lines up, still exact.
    const rfc = w.report(urls, 'rfc');
    expectSame(rfc.full, rfc.decoded);
    const fewer = w.report(urls.slice(3), 'rfc');
    expectSame(fewer.full, fewer.decoded);
  });

  it('shifts a helper’s replies from the text it loaded, as from an analysis', () => {
    const w = wired();
    const text = bigFile(200);
    const loaded = w.load(text);
    expect(loaded.full).toMatchObject({ type: 'loaded', groupStarts: expect.any(Array) });
    // The group starts stay in the worker: the page only learns the revision is held.
    expect(loaded.decoded).not.toHaveProperty('groupStarts');
    expect(loaded.bytes).toBeLessThan(200);
    const first = w.lint();
    expectSame(first.full, first.decoded);
    expect(first.bytes).toBeGreaterThan(100_000);
    w.load(`${text}x`);
    const next = w.lint();
    expectSame(next.full, next.decoded);
    expect(next.bytes).toBeLessThan(64 * 1024);
    w.load(
      text.replace(
        'User-agent: bot101\n',
        'User-agent: bot101\nDisallow: /a\n\nUser-agent: extra\n',
      ),
    );
    const grown = w.lint();
    expectSame(grown.full, grown.decoded);
  });

  it('decodes exactly after any sequence of edits', () => {
    const edit = fc.record({
      at: fc.nat(),
      remove: fc.nat({ max: 30 }),
      insert: fc.constantFrom(
        '',
        'x',
        '\n',
        '\r\n',
        'User-agent: *\n',
        'Disallow: /a*\n',
        'Disalow /b\n',
        '\nUser-agent: bot3\nAllow: /$\n',
      ),
    });
    fc.assert(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 8 }), (edits) => {
        const w = wired();
        let text = bigFile(6);
        w.analyze(text);
        w.query(['bot1', 'bot3', '*', 'other'], ['/g1/r1x', '/a', '/b', '/']);
        for (const e of edits) {
          const at = e.at % (text.length + 1);
          text = text.slice(0, at) + e.insert + text.slice(at + e.remove);
          const a = w.analyze(text);
          expectSame(a.full, a.decoded);
          const l = w.lint();
          expectSame(l.full, l.decoded);
          const q = w.query(['bot1', 'bot3', '*', 'other'], ['/g1/r1x', '/a', '/b', '/']);
          expectSame(q.full, q.decoded);
          const r = w.report(['/g1/r1x', '/a', '/b']);
          expectSame(r.full, r.decoded);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('sends a new agent or URL list whole where it has no earlier verdict', () => {
    const w = wired();
    w.analyze(bigFile(3));
    w.query(['bot1'], ['/a']);
    const more = w.query(['bot1', 'bot2'], ['/a', '/g2/r1x']);
    expectSame(more.full, more.decoded);
    // The same cells in another order are found by their agent, URL and mode.
    const turned = w.query(['bot2', 'bot1'], ['/g2/r1x', '/a']);
    expectSame(turned.full, turned.decoded);
    expect(turned.bytes).toBeLessThan(JSON.stringify(turned.full).length / 2);
    const again = w.query(['bot2', 'bot1'], ['/g2/r1x', '/a']);
    expectSame(again.full, again.decoded);
  });

  it('passes other replies through as they are', () => {
    const w = wired();
    w.analyze(bigFile(2));
    const e = w.send({
      type: 'explain',
      revision: 1,
      agent: 'bot1',
      url: '/g1/r1x',
      mode: 'google',
    });
    expect(e.decoded).toEqual(e.full);
    expect(e.full.type).toBe('explanation');
  });
});

describe('texts from the page', () => {
  const request = (text: string) => ({
    type: 'analyze' as const,
    id: 1,
    revision: 2,
    text,
    mode: 'google' as const,
  });

  it('go as their change from the last text, and arrive whole', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.string({ maxLength: 300 }), (a, b) => {
        const sent = postedText(request(b), a);
        expect(receivedText(sent, a)).toEqual(request(b));
      }),
    );
    const file = 'Disallow: /a\n'.repeat(40_000);
    const edited = `${file.slice(0, 250_000)}x${file.slice(250_000)}`;
    const sent = postedText(request(edited), file);
    expect(sent.text).toBe('');
    expect(JSON.stringify(sent).length).toBeLessThan(200);
    expect(receivedText(sent, file).text).toBe(edited);
  });

  it('go whole to a fresh worker, or when most of the text changed', () => {
    expect(postedText(request('User-agent: *\n'), null)).toEqual(request('User-agent: *\n'));
    expect(postedText(request('Disallow: /b\n'), 'User-agent: *\n').text).toBe('Disallow: /b\n');
  });

  it('are refused when the change does not fit the text the worker has', () => {
    const sent = postedText(
      request('User-agent: *\nDisallow: /x\n'),
      'User-agent: *\nDisallow: /\n',
    );
    expect(() => receivedText(sent, null)).toThrow();
    expect(() => receivedText(sent, 'User-agent: *\nAllow: /\n')).toThrow();
  });
});
