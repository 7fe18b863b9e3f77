// The expectations file: what a robots.txt must keep allowing or disallowing, one
// expectation a line, so a change to the file can be checked before it ships.
//
//   # verdict  agent      URL (a path or a full URL)     mode (optional)
//   disallow   GPTBot     https://example.com/blog/x
//   allow      Googlebot  /reports/public/               rfc
//
// Words are separated by spaces or tabs; a word that starts with `#` begins a
// comment (so a URL keeps its `#fragment`); blank lines are ignored. The verdict
// word and the mode are read in any case. Reading is total: a bad line becomes an
// error with its line number, never an exception.

import type { Mode } from '../types.ts';

/** The verdict an expectation asks for. */
export type ExpectedVerdict = 'allowed' | 'disallowed';

/** One expectation: `agent` may (or may not) fetch `url`, read in `mode` when given. */
export interface Expectation {
  expected: ExpectedVerdict;
  /** A product token (`GPTBot`): one word, no spaces. */
  agent: string;
  /** A path (`/reports/`) or a full `http(s)://` URL, one word. */
  url: string;
  /** The reading this expectation is checked in; absent: the reading the check is run in. */
  mode?: Mode;
}

/** An expectation read from a file, with the 1-based line it came from. */
export interface ParsedExpectation extends Expectation {
  line: number;
}

/** A line that is not an expectation: its 1-based number and what is wrong, in words. */
export interface ExpectationError {
  line: number;
  message: string;
}

/** What parseExpectations read: the expectations in file order and the bad lines. */
export interface ExpectationsFile {
  expectations: ParsedExpectation[];
  errors: ExpectationError[];
}

/** The verdict words of the file format, as written by formatExpectations. */
const VERDICT_WORDS: Readonly<Record<string, ExpectedVerdict>> = {
  allow: 'allowed',
  disallow: 'disallowed',
};

const MODES: readonly Mode[] = ['google', 'rfc'];

// Characters that end a word: space and tab (a line end never reaches here).
const WORD = /[^ \t\f\v]+/g;
const ABSOLUTE_URL = /^https?:\/\/[^/?#]/i;

/** The words of one line, up to a word starting with `#`. */
function wordsOf(line: string): string[] {
  const words: string[] = [];
  for (const m of line.matchAll(WORD)) {
    if (m[0].startsWith('#')) break;
    words.push(m[0]);
  }
  return words;
}

/** Why `url` is not one an expectation can name, or `null` when it is fine. */
function urlProblem(url: string): string | null {
  if (url.startsWith('/') || ABSOLUTE_URL.test(url)) return null;
  return `"${url}" is not a URL: write a path that starts with / or a full http:// or https:// URL`;
}

function readLine(words: readonly string[]): Expectation | string {
  const [verdictWord = '', agent, url, modeWord, extra] = words;
  const expected = VERDICT_WORDS[verdictWord.toLowerCase()];
  if (expected === undefined) {
    return `"${verdictWord}" is not a verdict: a line starts with allow or disallow`;
  }
  if (agent === undefined) return `${verdictWord} needs an agent and a URL after it`;
  if (url === undefined) return `${verdictWord} ${agent} needs a URL after the agent`;
  const bad = urlProblem(url);
  if (bad !== null) return bad;
  const expectation: Expectation = { expected, agent, url };
  if (modeWord !== undefined) {
    const mode = MODES.find((m) => m === modeWord.toLowerCase());
    if (mode === undefined) {
      return `"${modeWord}" is not a reading: the word after the URL is google or rfc (or nothing)`;
    }
    expectation.mode = mode;
  }
  if (extra !== undefined) {
    return `"${extra}" is one word too many: a line is verdict, agent, URL and an optional mode`;
  }
  return expectation;
}

/**
 * Reads an expectations file (see the header for the format). Total: never
 * throws; every line that is not an expectation, a comment or blank gives one
 * error with its 1-based line number.
 */
export function parseExpectations(text: string): ExpectationsFile {
  const expectations: ParsedExpectation[] = [];
  const errors: ExpectationError[] = [];
  const lines = text.split(/\r\n|\r|\n/);
  for (let i = 0; i < lines.length; i++) {
    const words = wordsOf(lines[i] as string);
    if (words.length === 0) continue;
    const read = readLine(words);
    if (typeof read === 'string') errors.push({ line: i + 1, message: read });
    else expectations.push({ line: i + 1, ...read });
  }
  return { expectations, errors };
}

/** The file word of a verdict: `allow` or `disallow`. */
export function verdictWord(expected: ExpectedVerdict): string {
  return expected === 'allowed' ? 'allow' : 'disallow';
}

/**
 * One expectation as a line of the file format (no line end): `disallow GPTBot
 * /blog/`, with the mode last when it has one. Parsing it gives it back, provided
 * the agent and URL are single words as the format requires.
 */
export function formatExpectation(e: Expectation): string {
  const words = [verdictWord(e.expected), e.agent, e.url];
  if (e.mode !== undefined) words.push(e.mode);
  return words.join(' ');
}

/**
 * The file for `list`, one line each, ending with a line end (`''` for an empty
 * list). parseExpectations reads it back to the same expectations.
 */
export function formatExpectations(list: readonly Expectation[]): string {
  return list.map((e) => `${formatExpectation(e)}\n`).join('');
}
