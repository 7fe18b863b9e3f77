// The crawler report's public face: every registry crawler evaluated against the
// file by one documented rule (./select-crawler.ts), the per-crawler rows of the
// Crawlers panel, the per-category counts and policy sentences, the file's
// Content-Signal values, and the group a category would need. Pure TypeScript.

export type * from './types.ts';
export { CAVEATS, caveatsFor, crawlDelayOf, evaluateCrawler } from './evaluate-crawler.ts';
export { rangesText, resolveSelection, type ResolvedSelection } from './select-crawler.ts';
export { crawlerChain } from '../practice.ts';
export { crawlerReport, reportUrls, verdictFor, type ReportOptions } from './crawler-report.ts';
export { categorySummary, isUndecided, isUnnamed } from './category-summary.ts';
export { contentSignals, readContentSignal } from './content-signals.ts';
export {
  exceptionText,
  listText,
  pathFamily,
  policySummary,
  type PolicyOptions,
} from './policy-summary.ts';
export { proposeGroup } from './propose-group.ts';

import { compiledForMode, type CompiledRobots } from '../compile.ts';
import type { CrawlerInfo } from '../registry/index.ts';
import { resolveSelection } from './select-crawler.ts';
import type { CrawlerOptions, CrawlerSelection } from './types.ts';

/**
 * The groups `crawler` obeys in `options.mode` (default: the mode `compiled` was
 * compiled in) and why, without evaluating a URL. Never throws.
 */
export function selectCrawlerGroups(
  compiled: CompiledRobots,
  crawler: CrawlerInfo,
  options: CrawlerOptions = {},
): CrawlerSelection {
  return resolveSelection(compiledForMode(compiled, options.mode ?? compiled.mode), crawler)
    .selection;
}
