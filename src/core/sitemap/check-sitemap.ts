// The sitemap check: which of a sitemap's URLs the file disallows, for which
// crawlers (every registry crawler and the user's own agents), and by which line.
// A sitemap asks crawlers to fetch its URLs; a rule that forbids one of them is
// usually a mistake on one side or the other. Crawlers that select the same groups
// (RFC 9309 §2.2.1) get the same answer for a URL, so each URL is evaluated once
// per distinct selection, not once per crawler.

import { compiledForMode, type CompiledRobots } from '../compile.ts';
import { evaluate, quickVerdict } from '../evaluate.ts';
import { CATEGORIES, CRAWLERS } from '../registry/index.ts';
import type { Mode } from '../types.ts';
import { sentPathFromUrl, urlOfPath } from '../url.ts';

/** A crawler a block applies to: its token and where it comes from (a category's label, or the user's agents). */
export interface SitemapCrawler {
  token: string;
  /** The registry category's label, or `Your agents`. */
  kind: string;
}

/** The URLs one line disallows for the same crawlers. */
export interface SitemapBlock {
  /** The deciding rule's line (1-based). */
  line: number;
  /** Indices into `SitemapCheck.classes`: the crawlers the line stops. */
  classes: number[];
  /** How many of the sitemap's URLs the line disallows for them. */
  count: number;
  /** The first of those URLs, in sitemap order (at most SITEMAP_SAMPLE_URLS). */
  urls: string[];
}

/** The check of a sitemap's URLs against the file. */
export interface SitemapCheck {
  /** Crawlers that select the same groups, so get the same answers; blocks name them by index. */
  classes: SitemapCrawler[][];
  /** In line order: the SITEMAP_MAX_BLOCKS that stop the most URLs. */
  blocks: SitemapBlock[];
  /** Blocks found, more than `blocks.length` when some were left out. */
  lines: number;
  /** URLs disallowed for at least one crawler. */
  disallowed: number;
  /** URLs checked (fewer than `total` when the time ran out). */
  checked: number;
  total: number;
}

/** The most URLs a block carries; its count says how many there are. */
export const SITEMAP_SAMPLE_URLS = 20;

/** The most blocks a check carries (those that stop the most URLs): the reply follows the screen. */
export const SITEMAP_MAX_BLOCKS = 200;

/** The label of the user's own agents among the crawlers of a block. */
export const OWN_AGENTS = 'Your agents';

// URLs checked between two looks at the clock.
const CHUNK = 256;

/**
 * Checks `urls` against `compiled` read in `mode`, for every registry crawler and
 * each of `agents`, until `over()` says the time is spent (at least one chunk is
 * always checked). Never throws: a URL that cannot be read is skipped.
 */
export function checkSitemap(
  compiled: CompiledRobots,
  urls: readonly string[],
  agents: readonly string[],
  mode: Mode,
  over: () => boolean,
): SitemapCheck {
  const c = compiledForMode(compiled, mode);
  const readers: SitemapCrawler[] = [
    ...CRAWLERS.map((crawler) => ({
      token: crawler.token,
      kind: CATEGORIES[crawler.category].label,
    })),
    ...agents.filter((a) => a.trim() !== '').map((token) => ({ token, kind: OWN_AGENTS })),
  ];
  // Crawlers by selection: one evaluation per URL and selection.
  const classes = new Map<string, { agent: string; crawlers: SitemapCrawler[] }>();
  for (const reader of readers) {
    const { reason, groups } = evaluate(c, reader.token, '/').selection;
    const key = `${reason} ${groups.join(',')}`;
    const known = classes.get(key);
    if (known) known.crawlers.push(reader);
    else classes.set(key, { agent: reader.token, crawlers: [reader] });
  }
  const kinds = [...classes.values()];
  const blocks = new Map<string, SitemapBlock>();
  let disallowed = 0;
  let checked = 0;
  while (checked < urls.length && (checked === 0 || !over())) {
    const end = Math.min(urls.length, checked + CHUNK);
    for (; checked < end; checked++) {
      const url = urls[checked] as string;
      // RFC 9309 §2.2.2 matches the path a crawler requests: as a browser encodes it.
      const sent = sentPathFromUrl(url);
      const asked = sent === null ? url : urlOfPath(sent);
      const byLine = new Map<number, number[]>();
      kinds.forEach((kind, k) => {
        let line: number | null = null;
        try {
          const v = quickVerdict(c, kind.agent, asked);
          if (!v.allowed) line = v.line;
        } catch {
          line = null;
        }
        if (line === null) return;
        const list = byLine.get(line);
        if (list) list.push(k);
        else byLine.set(line, [k]);
      });
      if (byLine.size > 0) disallowed++;
      for (const [line, ks] of byLine) {
        const key = `${line} ${ks.join(',')}`;
        let block = blocks.get(key);
        if (!block) {
          block = { line, classes: ks, count: 0, urls: [] };
          blocks.set(key, block);
        }
        block.count++;
        if (block.urls.length < SITEMAP_SAMPLE_URLS) block.urls.push(url);
      }
    }
  }
  const all = [...blocks.values()];
  const kept =
    all.length > SITEMAP_MAX_BLOCKS
      ? all.sort((a, b) => b.count - a.count).slice(0, SITEMAP_MAX_BLOCKS)
      : all;
  return {
    classes: kinds.map((kind) => kind.crawlers),
    blocks: kept.sort((a, b) => a.line - b.line || b.count - a.count),
    lines: all.length,
    disallowed,
    checked,
    total: urls.length,
  };
}

/** What the lint says of one deciding line (core/lint's sitemap-url-disallowed). */
export interface SitemapFinding {
  line: number;
  /** URLs the line disallows for at least one crawler (of the blocks carried). */
  count: number;
  /** The first of them. */
  url: string;
  /** The first few crawlers it stops, and how many it stops in all. */
  crawlers: string[];
  crawlerCount: number;
}

/** The most crawlers a finding names. */
const FINDING_CRAWLERS = 3;

/** One finding per deciding line of `check`, in line order: what the lint request carries. */
export function sitemapFindings(check: SitemapCheck): SitemapFinding[] {
  const byLine = new Map<number, { count: number; url: string; classes: Set<number> }>();
  for (const block of check.blocks) {
    let entry = byLine.get(block.line);
    if (!entry) {
      entry = { count: 0, url: block.urls[0] ?? '', classes: new Set() };
      byLine.set(block.line, entry);
    }
    // A URL counts in one block per line (its blocks differ by crawler set), so the counts add up.
    entry.count += block.count;
    for (const k of block.classes) entry.classes.add(k);
  }
  return [...byLine].map(([line, entry]) => {
    const crawlers = [...entry.classes].flatMap((k) => check.classes[k] ?? []).map((c) => c.token);
    return {
      line,
      count: entry.count,
      url: entry.url,
      crawlers: crawlers.slice(0, FINDING_CRAWLERS),
      crawlerCount: crawlers.length,
    };
  });
}
