// buildPolicy: a robots.txt written from decisions rather than by accident. The
// user decides per registry category (allow, disallow, or allow except some
// paths) and names the paths every crawler must avoid; the builder writes one
// group per distinct decision, repeats the shared paths in every group (a crawler
// reads one group only and never inherits from `*`, RFC 9309 §2.2.1), states
// each decision in a comment, and lists the sitemaps.
//
// Which names a group needs is settled by the engine itself: a category whose
// decision is the `*` group's needs no group, unless some of its crawlers would
// not read `*` (they ignore it, or a fallback token's group catches them). The
// draft is read back with evaluateCrawler for every registry crawler, and each one
// that reads it wrong is named in its category's group, until every crawler that
// can be named reads exactly its category's decision.

import { compileRobots } from '../compile.ts';
import { parseRobots } from '../parse.ts';
import { compilePattern, matchPattern } from '../pattern.ts';
import {
  CATEGORIES,
  CATEGORY_KEYS,
  CRAWLERS,
  type CrawlerCategory,
  type CrawlerInfo,
} from '../registry/index.ts';
import type { Mode } from '../types.ts';
import { evaluateCrawler } from './evaluate-crawler.ts';

/** What one category (or every crawler no group names) may fetch. */
export type PlanDecision = 'allow' | 'disallow' | 'custom';

/** A category's decision; `paths`: what it may not fetch, for `custom`. */
export interface CategoryPlan {
  decision: PlanDecision;
  paths: readonly string[];
}

/** Every decision the builder writes a file from. */
export interface PolicyPlan {
  /** The `*` group: every crawler whose category has no decision of its own. */
  others: CategoryPlan;
  /** Per category; a category left out follows `others`. */
  categories: Partial<Record<CrawlerCategory, CategoryPlan>>;
  /** Paths no crawler may fetch, written into every group. */
  shared: readonly string[];
  /** Sitemap URLs, written at the end. */
  sitemaps: readonly string[];
}

/** Why a crawler's reading of the built file may not be what was chosen. */
export interface PolicyCaveat {
  token: string;
  category: CrawlerCategory;
  /**
   * `token-cut`: not a valid product token, so Google's parser cannot read a line
   * naming it; `may-ignore`: its operator says it may not obey robots.txt;
   * `never-fetches`: a control token, which only states how other crawlers' content
   * may be used.
   */
  reason: 'token-cut' | 'may-ignore' | 'never-fetches';
}

/** A written file and what the reader of the built file should know. */
export interface BuiltPolicy {
  text: string;
  /** Categories (in display order) that got a group of their own besides `*`. */
  named: CrawlerCategory[];
  caveats: PolicyCaveat[];
}

/** Options of buildPolicy. */
export interface BuildOptions {
  /** Line end; default `\n`. */
  eol?: string;
  /** The reading the built file is checked in; default `'google'`. */
  mode?: Mode;
}

/** A path as a rule's value: trimmed, starting with `/` unless it starts with `*`. */
export function rulePath(path: string): string {
  const p = path.trim();
  if (p === '') return '';
  return p.startsWith('/') || p.startsWith('*') ? p : `/${p}`;
}

function cleanPaths(paths: readonly string[]): string[] {
  const out: string[] = [];
  for (const p of paths.map(rulePath)) if (p !== '' && !out.includes(p)) out.push(p);
  return out;
}

function planKey(plan: CategoryPlan): string {
  if (plan.decision !== 'custom') return plan.decision;
  const paths = cleanPaths(plan.paths);
  return paths.length === 0 ? 'allow' : `custom\u0000${paths.join('\u0000')}`;
}

/** The plan that applies to `category`. */
function planOf(plan: PolicyPlan, category: CrawlerCategory): CategoryPlan {
  return plan.categories[category] ?? plan.others;
}

/** The paths a crawler under `p` may not fetch (beyond `/` itself for disallow). */
function blockedPaths(p: CategoryPlan, shared: readonly string[]): string[] {
  return cleanPaths([...shared, ...(p.decision === 'custom' ? p.paths : [])]);
}

function rulesOf(p: CategoryPlan, shared: readonly string[]): string[] {
  if (p.decision === 'disallow') return ['Disallow: /'];
  const blocked = blockedPaths(p, shared);
  // A group needs a rule to end it; `Allow: /` says "everything" in so many words.
  return blocked.length === 0 ? ['Allow: /'] : blocked.map((path) => `Disallow: ${path}`);
}

function statement(p: CategoryPlan, shared: readonly string[]): string {
  if (p.decision === 'disallow') return 'blocked everywhere';
  const blocked = blockedPaths(p, shared);
  return blocked.length === 0
    ? 'allowed everywhere'
    : `allowed everywhere except ${blocked.join(', ')}`;
}

/** A path a rule's value matches (each `*` matching nothing, no `$`), for checking the built file. */
function probeOf(path: string): string {
  const sample = path.replace(/\*/g, '').replace(/\$$/, '');
  return sample.startsWith('/') ? sample : `/${sample}`;
}

/** Whether `p` lets a crawler fetch `path`: no path it blocks matches (RFC 9309 §2.2.2). */
function plannedAt(p: CategoryPlan, shared: readonly string[], path: string): boolean {
  if (p.decision === 'disallow') return false;
  return !blockedPaths(p, shared).some((b) => matchPattern(compilePattern(b), path));
}

/** True when `crawler` reads `compiled` as `p` says at each of `probes`. */
function readsAsPlanned(
  compiled: ReturnType<typeof compileRobots>,
  crawler: CrawlerInfo,
  p: CategoryPlan,
  shared: readonly string[],
  probes: readonly string[],
): boolean {
  return probes.every(
    (path) => evaluateCrawler(compiled, crawler, path).allowed === plannedAt(p, shared, path),
  );
}

/** `/` and a path under every path the plan blocks anywhere: where readings can differ. */
function probesOf(plan: PolicyPlan): string[] {
  const all = [plan.others, ...Object.values(plan.categories)].flatMap((p) =>
    p.decision === 'custom' ? p.paths : [],
  );
  return [...new Set(['/', ...cleanPaths([...plan.shared, ...all]).map(probeOf)])];
}

/**
 * The file for `plan`: the `*` group first, then one group per distinct decision
 * (categories that share one share the group), each listing the crawlers that
 * need naming, then the sitemaps. Deterministic; never throws.
 */
export function buildPolicy(plan: PolicyPlan, options: BuildOptions = {}): BuiltPolicy {
  const eol = options.eol ?? '\n';
  const mode = options.mode ?? 'google';
  const othersKey = planKey(plan.others);
  const caveats: PolicyCaveat[] = [];
  // Crawlers named in their category's group; a category whose decision differs
  // from `*` names every crawler it can.
  const named = new Set<string>();
  for (const crawler of CRAWLERS) {
    if (!crawler.rfcValidToken) {
      caveats.push({ token: crawler.token, category: crawler.category, reason: 'token-cut' });
      continue;
    }
    if (!crawler.fetches) {
      caveats.push({ token: crawler.token, category: crawler.category, reason: 'never-fetches' });
    } else if (crawler.honours === 'no' || crawler.honours === 'partial') {
      caveats.push({ token: crawler.token, category: crawler.category, reason: 'may-ignore' });
    }
    if (planKey(planOf(plan, crawler.category)) !== othersKey) named.add(crawler.token);
  }

  const probes = probesOf(plan);
  let text = '';
  // Each round names the crawlers that read the draft wrong; a name never reads
  // worse for being added, so this ends within a few rounds.
  for (let round = 0; round < 8; round++) {
    text = write(plan, named, eol);
    const compiled = compileRobots(parseRobots(text, { mode }));
    let added = false;
    for (const crawler of CRAWLERS) {
      if (!crawler.rfcValidToken || named.has(crawler.token)) continue;
      const p = planOf(plan, crawler.category);
      if (!readsAsPlanned(compiled, crawler, p, plan.shared, probes)) {
        named.add(crawler.token);
        added = true;
      }
    }
    if (!added) break;
  }
  const categories = CATEGORY_KEYS.filter((k) =>
    CRAWLERS.some((c) => c.category === k && named.has(c.token)),
  );
  return { text, named: categories, caveats };
}

function write(plan: PolicyPlan, named: ReadonlySet<string>, eol: string): string {
  const lines: string[] = [];
  lines.push('# Written from decisions in the Robots Playground policy builder.');
  lines.push('# A crawler obeys one group only, so the shared paths are repeated in every group.');
  lines.push('');
  lines.push(`# Every crawler not named below: ${statement(plan.others, plan.shared)}.`);
  lines.push('User-agent: *');
  lines.push(...rulesOf(plan.others, plan.shared));

  // Categories by decision, in display order of their first category.
  const byDecision = new Map<string, CrawlerCategory[]>();
  for (const category of CATEGORY_KEYS) {
    const tokens = CRAWLERS.filter((c) => c.category === category && named.has(c.token));
    if (tokens.length === 0) continue;
    const key = planKey(planOf(plan, category));
    const list = byDecision.get(key);
    if (list) list.push(category);
    else byDecision.set(key, [category]);
  }
  for (const categories of byDecision.values()) {
    const p = planOf(plan, categories[0] as CrawlerCategory);
    const labels = categories.map((k) => CATEGORIES[k].label);
    lines.push('');
    lines.push(`# ${labels.join(', ')}: ${statement(p, plan.shared)}.`);
    if (planKey(p) === planKey(plan.others)) {
      lines.push('# Named because they would not read *: they skip it, or follow another group.');
    }
    for (const category of categories) {
      for (const c of CRAWLERS) {
        if (c.category === category && named.has(c.token)) lines.push(`User-agent: ${c.token}`);
      }
    }
    lines.push(...rulesOf(p, plan.shared));
  }
  const sitemaps = plan.sitemaps.map((s) => s.trim()).filter((s) => s !== '');
  if (sitemaps.length > 0) {
    lines.push('');
    for (const s of sitemaps) lines.push(`Sitemap: ${s}`);
  }
  lines.push('');
  return lines.join(eol);
}

/** A plan that allows everything: the builder's starting point. */
export function openPlan(): PolicyPlan {
  return { others: { decision: 'allow', paths: [] }, categories: {}, shared: [], sitemaps: [] };
}
