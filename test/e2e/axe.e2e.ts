// Every panel through axe-core's accessibility rules, in the built app in Chromium:
// a file of the kind sites publish is loaded so every panel has something to show,
// then each tab is opened in the light and the dark theme, at a desktop and a
// phone size, and axe must find nothing. The violations are printed when it does.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sessionEachTest, type Session } from './browser.ts';
import { ask, editor, openTab, paste, verdict, TABS } from './helpers.ts';

// axe-core's own build, evaluated in the page (the app's CSP forbids inline scripts,
// which an injected <script> would be).
const AXE_SOURCE = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

// Named groups, a `*` group, a typo only Google reads, a missing colon, wildcards,
// a sitemap, a non-standard record and a line too long for a phone's width.
const FILE = [
  '# Crawlers are welcome outside the private areas.',
  'User-agent: *',
  'Disallow: /private/',
  'Allow: /private/press/',
  'Disalow: /tmp/',
  'Disallow: /*?sessionid=',
  'Disallow: /*.pdf$',
  'Disallow: /archive/2019/very-long-directory-name-for-old-campaigns/landing-pages/with-tracking/',
  'Crawl-delay: 5',
  '',
  'User-agent: GPTBot',
  'User-agent: CCBot',
  'Disallow: /',
  '',
  'User-agent: Googlebot',
  'Disallow /search',
  'Allow: /',
  '',
  'Sitemap: https://example.com/sitemap.xml',
  '',
].join('\n');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary: string }[];
}

/** axe-core's violations on the whole page, as plain data. */
async function violations(page: Page): Promise<Violation[]> {
  return page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run(context: Document): Promise<unknown> } })
      .axe;
    const result = (await axe.run(document)) as { violations: Violation[] };
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  });
}

/** One line per failing element: where, which rule, why. */
function describeViolations(found: readonly Violation[]): string {
  return found
    .flatMap((v) =>
      v.nodes.map(
        (n) => `${v.id} (${v.impact ?? 'n/a'}): ${n.target.join(' ')} — ${n.failureSummary}`,
      ),
    )
    .join('\n');
}

let session: Session;
let page: Page;
sessionEachTest((s) => {
  session = s;
  page = s.page;
});

const SIZES = [
  { name: 'desktop', width: 1400, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

describe.each(SIZES)('axe-core at $name size ($width × $height)', (size) => {
  it.each(['light', 'dark'] as const)(
    'finds no violation on any tab in the %s theme',
    async (theme) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto(session.baseUrl);
      await editor(page).waitFor();
      await paste(page, FILE);
      await ask(page, 'Googlebot', 'https://example.com/private/report.pdf');
      await expect.poll(() => verdict(page).getAttribute('aria-busy')).toBe('false');
      await page.getByLabel('Theme', { exact: true }).selectOption(theme);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      await page.evaluate(AXE_SOURCE);

      const report: string[] = [];
      let checked = 0;
      for (const name of TABS) {
        await openTab(page, name);
        const panel = page.getByRole('tabpanel');
        await expect.poll(() => panel.innerText()).not.toMatch(/^\s*Loading/);
        await expect.poll(() => panel.locator('[aria-busy="true"]').count()).toBe(0);
        const found = await violations(page);
        checked += 1;
        if (found.length > 0) report.push(`${name}:\n${describeViolations(found)}`);
      }
      expect(checked).toBe(TABS.length);
      expect(report.join('\n\n')).toBe('');
    },
    120_000,
  );
});
