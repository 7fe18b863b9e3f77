// categorySummary: what the report rows add up to per registry category at `/`
// ("Search 18/21 allowed at /"), counting separately the crawlers allowed only
// by default because no group (nor a fallback token's group) names them.

import { CATEGORIES, CATEGORY_KEYS } from '../registry/index.ts';
import type { CategoryCount, CrawlerRow, CrawlerVia } from './types.ts';

/** True when the row's groups were not chosen by name (own token or fallback token). */
export function isUnnamed(via: CrawlerVia): boolean {
  return via === 'star' || via === 'ignores-star' || via === 'no-group';
}

/** True when the crawler is allowed at `/` only because nothing named it (see CategoryCount.undecided). */
export function isUndecided(row: CrawlerRow): boolean {
  return isUnnamed(row.selection.via) && row.verdicts[0]?.allowed !== false;
}

/**
 * Per category with at least one row, in CATEGORY_KEYS order: totals, allowed
 * and disallowed at `/` (`verdicts[0]`), and undecided. Never throws.
 */
export function categorySummary(rows: readonly CrawlerRow[]): CategoryCount[] {
  const out: CategoryCount[] = [];
  for (const category of CATEGORY_KEYS) {
    let total = 0;
    let allowedAtRoot = 0;
    let undecided = 0;
    for (const row of rows) {
      if (row.category !== category) continue;
      total++;
      if (row.verdicts[0]?.allowed !== false) allowedAtRoot++;
      if (isUndecided(row)) undecided++;
    }
    if (total === 0) continue;
    const label = CATEGORIES[category].label;
    out.push({
      category,
      label,
      total,
      allowedAtRoot,
      disallowedAtRoot: total - allowedAtRoot,
      undecided,
      text: `${label} ${allowedAtRoot}/${total} allowed at /`,
    });
  }
  return out;
}
