// policySummary: what the file's policy amounts to, in plain words, per registry
// category ("Allows all 21 search crawlers everywhere except /cart/", "Blocks 6
// of 42 AI training crawlers …, leaves 36 without a decision because no group
// names them and * allows them") and per Content-Signal group.
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

const FAMILIES = new WeakMap<RuleOrder, Set<string>>();

// The families of the Disallow rules of `order`'s groups (every rule as parsed,
// also those that can match no path), worked out once per order.
function familiesOf(compiled: CompiledRobots, order: RuleOrder): Set<string> {
  const cached = FAMILIES.get(order);
  if (cached) return cached;
  const out = new Set<string>();
  for (const index of order.groups) {
    for (const r of compiled.parsed.groups[index]?.rules ?? []) {
      if (r.kind !== 'disallow' || r.priority === 0) continue;
      const family = pathFamily(r.pattern);
      if (family === null) continue;
      // A wildcard-free rule is checked on its own path: a longer Allow may win there.
      const wildcard = r.pattern.includes('*') || r.pattern.includes('$');
      if (!wildcard && verdictOf(compiled, order, r.pattern).allowed) continue;
      out.add(family);
    }
  }
  FAMILIES.set(order, out);
  return out;
}

function exceptionsOf(compiled: CompiledRobots, rows: readonly CrawlerRow[]): PathException[] {
  const counts = new Map<string, number>();
  for (const row of rows) {
    if (row.verdicts[0]?.allowed === false) continue;
    const order = orderOf(compiled, row.selection);
    if (order === null) continue;
    for (const f of familiesOf(compiled, order)) counts.set(f, (counts.get(f) ?? 0) + 1);
  }
  return [...counts]
    .map(([family, crawlers]) => ({ family, crawlers }))
    .sort(
      (a, b) => b.crawlers - a.crawlers || (a.family < b.family ? -1 : a.family > b.family ? 1 : 0),
    );
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

function everyone(count: number): string {
  return count === 1 ? 'the 1' : count === 2 ? 'both' : `all ${count}`;
}

function undecidedClause(rows: readonly CrawlerRow[], undecided: number, total: number): string {
  let starAllows = 0;
  let ignoring = 0;
  let noStar = 0;
  for (const row of rows) {
    if (!isUndecided(row)) continue;
    if (row.selection.via === 'star') starAllows++;
    else if (row.selection.via === 'ignores-star') ignoring++;
    else noStar++;
  }
  const one = undecided === 1;
  const them = one ? 'it' : 'them';
  const causes: string[] = [];
  const all = (n: number): boolean => n === undecided;
  if (starAllows > 0) causes.push(all(starAllows) ? `* allows ${them}` : `* allows ${starAllows}`);
  if (ignoring > 0) {
    causes.push(
      all(ignoring)
        ? `${one ? 'it ignores' : 'they ignore'} *`
        : `${ignoring} ${ignoring === 1 ? 'ignores' : 'ignore'} *`,
    );
  }
  if (noStar > 0) causes.push('there is no * group');
  const who = undecided === total ? everyone(total) : String(undecided);
  return `leaves ${who} without a decision because no group names ${them} and ${listText(causes)}`;
}

function categoryPolicy(
  count: CategoryCount,
  rows: readonly CrawlerRow[],
  compiled: CompiledRobots,
  limit: number,
): CategoryPolicy {
  const { category, total, allowedAtRoot, disallowedAtRoot, undecided } = count;
  const blocked = rows.filter((r) => r.verdicts[0]?.allowed === false).map((r) => r.token);
  const undecidedTokens = rows.filter(isUndecided).map((r) => r.token);
  const exceptions = exceptionsOf(compiled, rows);
  const stance: CategoryPolicy['stance'] =
    disallowedAtRoot === 0 ? 'allowed' : allowedAtRoot === 0 ? 'blocked' : 'mixed';

  const families = exceptions.map((e) =>
    e.crawlers === allowedAtRoot ? e.family : `${e.family} (for ${e.crawlers})`,
  );
  const except = families.length > 0 ? ` except ${listText(families, limit)}` : '';
  const blockedByName = rows.filter(
    (r) => r.verdicts[0]?.allowed === false && r.selection.via !== 'star',
  ).length;
  const clauses: string[] = [];
  if (stance === 'allowed') {
    clauses.push(`allows ${everyone(total)} ${nounOf(category, total)} everywhere${except}`);
  } else if (stance === 'blocked') {
    const how =
      blockedByName === total ? ' by name' : blockedByName === 0 ? ' through the * group' : '';
    clauses.push(`blocks ${everyone(total)} ${nounOf(category, total)} at /${how}`);
  } else {
    const how =
      blockedByName === disallowedAtRoot
        ? 'by name'
        : blockedByName === 0
          ? 'through the * group'
          : `${blockedByName} by name`;
    clauses.push(
      `blocks ${disallowedAtRoot} of ${total} ${nounOf(category, total)} at / (${how}: ${listText(blocked, limit)})`,
    );
    clauses.push(`allows the other ${allowedAtRoot}${except === '' ? '' : ` everywhere${except}`}`);
  }
  if (undecided > 0) clauses.push(undecidedClause(rows, undecided, total));
  // A line that writes a cut token (`User-agent: AI2Bot`) looks like a decision but is none.
  const miswritten = rows
    .filter((r) => (r.selection.cut?.lines.length ?? 0) > 0)
    .map((r) => r.token);
  if (miswritten.length > 0) {
    const one = miswritten.length === 1;
    clauses.push(
      `the User-agent ${one ? 'line' : 'lines'} for ${listText(miswritten, limit)} ${one ? 'does' : 'do'} not select ${one ? 'it' : 'them'}: ${compiled.mode === 'rfc' ? 'rfc mode reads no crawler from a name that is not a product token' : 'Google reads the name cut'}`,
    );
  }
  const mayIgnore = rows.filter((r) => r.caveats.includes('may-ignore-robots')).length;
  if (mayIgnore > 0) {
    clauses.push(
      `${mayIgnore === total ? everyone(total) : mayIgnore} may ignore robots.txt anyway`,
    );
  }
  if (rows.every((r) => r.caveats.includes('never-fetches'))) {
    clauses.push(
      'they never fetch: the choice only governs how content fetched by other crawlers may be used',
    );
  }
  return {
    ...count,
    stance,
    blocked,
    undecidedTokens,
    exceptions,
    sentence: capitalise(clauses.join('; ')) + '.',
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
