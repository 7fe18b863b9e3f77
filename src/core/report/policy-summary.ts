// policySummary: what the file's policy amounts to, in plain words a reader who
// never opened RFC 9309 follows, per registry category ("15 search crawlers are
// not named in this file, so they follow the * group, which allows them. The
// file still blocks /reports/ except /reports/public/ for them.") and per
// Content-Signal group.
//
// Deterministic: categories in CATEGORY_KEYS order, tokens in registry order,
// path families by how many crawlers they hold back, then alphabetically.
// Path families are read from the Disallow rules of the groups each allowed
// crawler selects; the per-URL table stays the authority on single URLs. The
// families of one merged rule set are worked out once and kept with its rule
// ids (RuleOrder), so the categories and crawlers that share the `*` group, and
// later reports on the same compiled file, reuse them.

import { compiledForMode, ruleOrder, type CompiledRobots, type RuleOrder } from '../compile.ts';
import { CATEGORIES, type CrawlerCategory } from '../registry/index.ts';
import type { Mode, ParsedRobots } from '../types.ts';
import { categorySummary, isUndecided } from './category-summary.ts';
import { contentSignals } from './content-signals.ts';
import { verdictOf } from './crawler-report.ts';
import type {
  CategoryCount,
  CategoryPolicy,
  ContentSignalGroup,
  CrawlerRow,
  CrawlerSelection,
  PathException,
  PolicySummary,
} from './types.ts';

/** Options of policySummary. */
export interface PolicyOptions {
  /** The mode `rows` were computed in; default the mode `compiled` was compiled in. */
  mode?: Mode;
  /** How many tokens or path families a sentence lists before "and N more"; default 4. */
  listLimit?: number;
}

function orderOf(compiled: CompiledRobots, selection: CrawlerSelection): RuleOrder | null {
  if (selection.via === 'star') return ruleOrder(compiled, '*');
  if (selection.token === null) return null;
  return ruleOrder(compiled, selection.token.toLowerCase());
}

/**
 * The family a Disallow pattern belongs to: its literal start cut after the
 * first path segment (`/cart/checkout` → `/cart/`, `/private` → `/private`), or
 * the pattern itself when it has no literal segment (`/*.pdf$`). `null` for `/`
 * and empty patterns, which are not exceptions but the whole site.
 */
export function pathFamily(pattern: string): string | null {
  const wild = pattern.search(/[*$]/);
  const literal = wild < 0 ? pattern : pattern.slice(0, wild);
  if (literal.length <= 1) return pattern.length <= 1 ? null : pattern;
  const slash = literal.indexOf('/', 1);
  return slash < 0 ? literal : literal.slice(0, slash + 1);
}

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The literal start of a pattern: everything before its first `*` or `$`. */
function literalOf(pattern: string): string {
  const wild = pattern.search(/[*$]/);
  return wild < 0 ? pattern : pattern.slice(0, wild);
}

/** A path the pattern matches: the pattern with `*` matching nothing and no `$`. */
function samplePath(pattern: string): string {
  if (!pattern.includes('*') && !pattern.includes('$')) return pattern;
  return pattern.replace(/\*/g, '').replace(/\$$/, '');
}

// One family as one crawler's groups read it: the Allow patterns that reopen part
// of it, and the Disallow patterns inside those that close it again.
interface FamilyReading {
  reopened: Set<string>;
  closedAgain: Set<string>;
}

const FAMILIES = new WeakMap<RuleOrder, Map<string, FamilyReading>>();

// The families of the Disallow rules of `order`'s groups (every rule as parsed,
// also those that can match no path), worked out once per order. An Allow inside
// a family reopens it when the engine, on a path the Allow matches, says allowed
// (RFC 9309 §2.2.2: the longest match wins); a Disallow inside that reopened part
// closes it again when the engine says disallowed on its own path.
function familiesOf(compiled: CompiledRobots, order: RuleOrder): Map<string, FamilyReading> {
  const cached = FAMILIES.get(order);
  if (cached) return cached;
  const rules = order.groups.flatMap((index) => compiled.parsed.groups[index]?.rules ?? []);
  // Allows by the path they match, sorted, so the ones inside a Disallow's literal
  // start are one binary search away (a large file has thousands of each).
  const allows = rules
    .filter((r) => r.kind === 'allow' && r.priority > 0)
    .map((r) => ({ pattern: r.pattern, sample: samplePath(r.pattern) }))
    .sort((a, b) => byText(a.sample, b.sample));
  const allowed = new Map<string, boolean>();
  const allowedAt = (path: string): boolean => {
    let hit = allowed.get(path);
    if (hit === undefined) allowed.set(path, (hit = verdictOf(compiled, order, path).allowed));
    return hit;
  };
  const out = new Map<string, FamilyReading>();
  const disallows: { pattern: string; family: string }[] = [];
  for (const r of rules) {
    if (r.kind !== 'disallow' || r.priority === 0) continue;
    const family = pathFamily(r.pattern);
    if (family === null) continue;
    // A wildcard-free rule is checked on its own path: a longer Allow may win there.
    const wildcard = r.pattern.includes('*') || r.pattern.includes('$');
    if (!wildcard && allowedAt(r.pattern)) continue;
    disallows.push({ pattern: r.pattern, family });
    const reading = out.get(family) ?? { reopened: new Set<string>(), closedAgain: new Set() };
    out.set(family, reading);
    const literal = literalOf(r.pattern);
    let lo = 0;
    let hi = allows.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((allows[mid]?.sample ?? '') < literal) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < allows.length; i++) {
      const a = allows[i];
      if (a === undefined || !a.sample.startsWith(literal)) break;
      if (a.sample.length > literal.length && allowedAt(a.sample)) reading.reopened.add(a.pattern);
    }
  }
  // A Disallow closes a reopened part again when the literal start of one of the
  // family's reopening Allows is a strict prefix of its path. The literals are kept
  // by length, so each Disallow looks up one prefix per distinct length rather than
  // comparing itself with every Allow of the family.
  const openings = new Map<string, Map<number, Set<string>>>();
  for (const [family, reading] of out) {
    const byLength = new Map<number, Set<string>>();
    for (const open of reading.reopened) {
      const literal = literalOf(open);
      const same = byLength.get(literal.length);
      if (same) same.add(literal);
      else byLength.set(literal.length, new Set([literal]));
    }
    if (byLength.size > 0) openings.set(family, byLength);
  }
  for (const d of disallows) {
    const reading = out.get(d.family);
    const byLength = openings.get(d.family);
    if (reading === undefined || byLength === undefined || reading.reopened.has(d.pattern))
      continue;
    const sample = samplePath(d.pattern);
    let inside = false;
    for (const [length, literals] of byLength) {
      if (length < sample.length && literals.has(sample.slice(0, length))) {
        inside = true;
        break;
      }
    }
    if (inside && !allowedAt(sample)) reading.closedAgain.add(d.pattern);
  }
  FAMILIES.set(order, out);
  return out;
}

// A family's reading as it is listed (patterns sorted) and the key that tells two
// orders' readings of it apart.
interface ListedFamily {
  key: string;
  family: string;
  reopened: string[];
  closedAgain: string[];
}

const LISTED = new WeakMap<Map<string, FamilyReading>, ListedFamily[]>();

// The families of an order, listed once: most crawlers of a file share one order
// (the * group's), and a family can hold thousands of patterns.
function listedFamilies(families: Map<string, FamilyReading>): ListedFamily[] {
  const cached = LISTED.get(families);
  if (cached) return cached;
  const listed: ListedFamily[] = [];
  for (const [family, reading] of families) {
    const reopened = [...reading.reopened].sort(byText);
    const closedAgain = [...reading.closedAgain].sort(byText);
    const key = [family, ...reopened, '', ...closedAgain].join('\n');
    listed.push({ key, family, reopened, closedAgain });
  }
  LISTED.set(families, listed);
  return listed;
}

function exceptionsOf(compiled: CompiledRobots, rows: readonly CrawlerRow[]): PathException[] {
  const found = new Map<string, PathException>();
  for (const row of rows) {
    if (row.verdicts[0]?.allowed === false) continue;
    const order = orderOf(compiled, row.selection);
    if (order === null) continue;
    for (const { key, family, reopened, closedAgain } of listedFamilies(
      familiesOf(compiled, order),
    )) {
      const seen = found.get(key);
      if (seen) seen.crawlers++;
      else found.set(key, { family, reopened, closedAgain, crawlers: 1 });
    }
  }
  return [...found.values()].sort(
    (a, b) =>
      b.crawlers - a.crawlers ||
      byText(a.family, b.family) ||
      byText(a.reopened.join(' '), b.reopened.join(' ')),
  );
}

/**
 * A family as a phrase: `/cart/`, `/reports/ except /reports/public/`, or
 * `/a/ except /a/b/ (but not /a/b/c/)`.
 */
export function exceptionText(e: PathException): string {
  if (e.reopened.length === 0) return e.family;
  const again = e.closedAgain.length > 0 ? ` (but not ${listText(e.closedAgain)})` : '';
  return `${e.family} except ${listText(e.reopened)}${again}`;
}

/** `a`, `a and b`, `a, b and c`, `a, b, c, d and 3 more`. */
export function listText(items: readonly string[], limit = 4): string {
  if (items.length === 0) return '';
  if (items.length > limit + 1) {
    return `${items.slice(0, limit).join(', ')} and ${items.length - limit} more`;
  }
  if (items.length === 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

function nounOf(category: CrawlerCategory, count: number): string {
  const label = CATEGORIES[category].label;
  // Keep acronyms (AI, SEO) and lower-case ordinary words: "search", "AI training".
  const word = /^[A-Z][a-z]/.test(label) ? label[0]?.toLowerCase() + label.slice(1) : label;
  if (category === 'control-token') return count === 1 ? 'control token' : 'control tokens';
  return `${word} crawler${count === 1 ? '' : 's'}`;
}

function capitalise(text: string): string {
  return text.length === 0 ? text : (text[0] ?? '').toUpperCase() + text.slice(1);
}

/**
 * The subject of a sentence about `count` of a category's `total` crawlers:
 * "All 21 search crawlers", "Both control tokens", "The archive crawler",
 * "15 search crawlers", "1 search crawler".
 */
function subject(category: CrawlerCategory, count: number, total: number): string {
  const noun = nounOf(category, count);
  if (count === total && total === 1) return `the ${noun}`;
  if (count === total && total === 2) return `both ${noun}`;
  if (count === total) return `all ${total} ${noun}`;
  return `${count} ${noun}`;
}

// Verb forms that agree with a subject of `count`.
const are = (count: number): string => (count === 1 ? 'is' : 'are');
const they = (count: number): string => (count === 1 ? 'it' : 'they');
const them = (count: number): string => (count === 1 ? 'it' : 'them');
const s3 = (count: number, verb: string): string => (count === 1 ? `${verb}s` : verb);

/** The stance as a short label, counts included: "All allowed", "10 of 42 blocked". */
function badgeOf(stance: CategoryPolicy['stance'], total: number, blocked: number): string {
  if (stance === 'allowed') return total === 1 ? 'Allowed' : 'All allowed';
  if (stance === 'blocked') return total === 1 ? 'Blocked' : 'All blocked';
  return `${blocked} of ${total} blocked`;
}

function categoryPolicy(
  count: CategoryCount,
  rows: readonly CrawlerRow[],
  compiled: CompiledRobots,
  limit: number,
): CategoryPolicy {
  const { category, total, allowedAtRoot, disallowedAtRoot } = count;
  const isBlocked = (r: CrawlerRow): boolean => r.verdicts[0]?.allowed === false;
  const blocked = rows.filter(isBlocked).map((r) => r.token);
  const undecidedTokens = rows.filter(isUndecided).map((r) => r.token);
  const exceptions = exceptionsOf(compiled, rows);
  const stance: CategoryPolicy['stance'] =
    disallowedAtRoot === 0 ? 'allowed' : allowedAtRoot === 0 ? 'blocked' : 'mixed';

  const byName = rows.filter((r) => isBlocked(r) && r.selection.via !== 'star');
  const byStar = rows.filter((r) => isBlocked(r) && r.selection.via === 'star');
  const allowedNamed = rows.filter((r) => !isBlocked(r) && !isUndecided(r)).length;
  const starAllows = rows.filter((r) => isUndecided(r) && r.selection.via === 'star').length;
  const ignoring = rows.filter((r) => isUndecided(r) && r.selection.via === 'ignores-star').length;
  const noStar = rows.filter((r) => isUndecided(r) && r.selection.via === 'no-group').length;
  const who = (n: number): string => subject(category, n, total);
  const names = (list: readonly CrawlerRow[]): string =>
    list.length === total
      ? ''
      : ` (${listText(
          list.map((r) => r.token),
          limit,
        )})`;

  // "None of the 21 … is named", not "All 21 … are not named", which reads both ways.
  const unnamed = (n: number, listed: string): string => {
    if (n !== total || total === 1) return `${who(n)}${listed} ${are(n)} not named in this file`;
    const noun = nounOf(category, total === 2 ? 1 : total);
    return total === 2
      ? `neither ${noun} is named in this file`
      : `none of the ${total} ${noun} is named in this file`;
  };
  const sentences: string[] = [];
  if (byName.length > 0) {
    const n = byName.length;
    sentences.push(
      `${who(n)}${names(byName)} ${are(n)} named in a group that blocks the whole site`,
    );
  }
  if (byStar.length > 0) {
    const n = byStar.length;
    sentences.push(
      `${unnamed(n, names(byStar))}, so ${they(n)} ${s3(n, 'follow')} the * group, which blocks the whole site`,
    );
  }
  if (allowedNamed > 0) {
    const n = allowedNamed;
    sentences.push(`${who(n)} ${are(n)} named in a group that allows ${them(n)}`);
  }
  if (starAllows > 0) {
    const n = starAllows;
    sentences.push(
      `${unnamed(n, '')}, so ${they(n)} ${s3(n, 'follow')} the * group, which allows ${them(n)}`,
    );
  }
  if (ignoring > 0) {
    const n = ignoring;
    sentences.push(
      `${unnamed(n, '')} and ${s3(n, 'skip')} the * group, so nothing stops ${them(n)}`,
    );
  }
  if (noStar > 0) {
    const n = noStar;
    sentences.push(`${unnamed(n, '')} and there is no * group, so nothing stops ${them(n)}`);
  }
  if (exceptions.length > 0) {
    const phrases = exceptions.map((e) =>
      e.crawlers === allowedAtRoot
        ? exceptionText(e)
        : `${exceptionText(e)} (for ${e.crawlers} of them)`,
    );
    const whom = stance === 'mixed' ? 'those allowed' : them(allowedAtRoot);
    sentences.push(`still blocked for ${whom}: ${listText(phrases, limit)}`);
  }
  // A line that writes a cut token (`User-agent: AI2Bot`) looks like a decision but is none.
  for (const r of rows) {
    const lines = r.selection.cut?.lines ?? [];
    if (lines.length === 0) continue;
    const effective = r.selection.cut?.effective ?? '';
    sentences.push(
      compiled.mode === 'rfc'
        ? `the User-agent line for ${r.token} does not apply to it: under RFC 9309 a name holds only letters, - and _, so the line names no crawler`
        : `the User-agent line for ${r.token} does not apply to it: Google reads only the start of the name, "${effective}"`,
    );
  }
  const mayIgnore = rows.filter((r) => r.caveats.includes('may-ignore-robots')).length;
  if (mayIgnore > 0) {
    const subjectText = mayIgnore === total && total > 1 ? `all ${total}` : String(mayIgnore);
    sentences.push(
      mayIgnore === 1 && total === 1
        ? 'it may ignore robots.txt anyway'
        : `${subjectText} of them may ignore robots.txt anyway`,
    );
  }
  if (rows.every((r) => r.caveats.includes('never-fetches'))) {
    sentences.push(
      `${total === 1 ? 'this token never fetches pages: it only says' : 'these tokens never fetch pages: they only say'} how content fetched by the operator’s other crawlers may be used`,
    );
  }
  return {
    ...count,
    stance,
    badge: badgeOf(stance, total, disallowedAtRoot),
    blocked,
    undecidedTokens,
    exceptions,
    sentence: sentences.map((t) => capitalise(t) + '.').join(' '),
  };
}

const SIGNAL_WORDS: Record<'search' | 'ai-input' | 'ai-train', string> = {
  search: 'search',
  'ai-input': 'AI input',
  'ai-train': 'AI training',
};

function signalSentence(group: ContentSignalGroup): string {
  const who =
    group.group === null
      ? 'outside any group'
      : `for User-agent ${group.agents.join(', ') || '(none)'}`;
  const lines = group.records.map((r) => r.line);
  const where = `${lines.length === 1 ? 'line' : 'lines'} ${lines.join(', ')}`;
  const pairs = Object.entries(group.values).map(([k, v]) => `${k}=${v}`);
  const yes: string[] = [];
  const no: string[] = [];
  for (const key of ['search', 'ai-input', 'ai-train'] as const) {
    const value = group.values[key];
    if (value === 'yes') yes.push(SIGNAL_WORDS[key]);
    else if (value === 'no') no.push(SIGNAL_WORDS[key]);
  }
  const meaning: string[] = [];
  if (yes.length > 0) meaning.push(`content may be used for ${listText(yes)}`);
  if (no.length > 0)
    meaning.push(
      `${yes.length > 0 ? 'but' : 'content may'} not ${yes.length > 0 ? 'for' : 'be used for'} ${listText(no)}`,
    );
  const use = group.values.use;
  if (use !== undefined) meaning.push(`use=${use}`);
  const head = `Content-Signal ${who} (${where}): ${pairs.length > 0 ? pairs.join(', ') : 'no known keys'}`;
  return meaning.length > 0 ? `${head} — ${meaning.join(', ')}.` : `${head}.`;
}

/**
 * Plain-language sentences for the file: one per category present in `rows`
 * (from crawlerReport on `compiled`, in `options.mode`), then one per
 * Content-Signal group of `parsed`. Deterministic; never throws.
 */
export function policySummary(
  parsed: ParsedRobots,
  compiled: CompiledRobots,
  rows: readonly CrawlerRow[],
  options: PolicyOptions = {},
): PolicySummary {
  const c = compiledForMode(compiled, options.mode ?? compiled.mode);
  const limit = options.listLimit ?? 4;
  const categories = categorySummary(rows).map((count) =>
    categoryPolicy(
      count,
      rows.filter((r) => r.category === count.category),
      c,
      limit,
    ),
  );
  const signals = contentSignals(parsed).map(signalSentence);
  return {
    mode: c.mode,
    categories,
    signals,
    sentences: [...categories.map((p) => p.sentence), ...signals],
  };
}
