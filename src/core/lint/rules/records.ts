// Rules about records outside RFC 9309's core: Sitemap, Crawl-delay, retired and
// single-vendor directives, Content-Signal.
//
// RFC 9309 §2.2.4: crawlers may read other records (Sitemap among them) as long
// as they do not change how the core rules are read. Who reads what comes from
// the directive table (../../directives.ts) and the crawler registry.

import { crawlDelaySupporters } from '../../registry/index.ts';
import type { DirectiveId, ParsedLine } from '../../types.ts';
import type { LintContext } from '../context.ts';
import { code, diagnostic, editDistance, fix, listing, removeLine, replace } from '../report.ts';
import type { LintSeverity, RobotsDiagnostic, RobotsFix } from '../types.ts';

/**
 * The lines with a key that reads as directive `id`, in file order; `id` is none
 * of the plain records' directives (User-agent, Allow, Disallow, Sitemap), as
 * only unusual lines are read.
 */
function linesOf(ctx: LintContext, id: DirectiveId): ParsedLine[] {
  const out: ParsedLine[] = [];
  const lines = ctx.unusualLines;
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n] as ParsedLine;
    if (line.reading?.directive === id && line.key) out.push(line);
  }
  return out;
}

/** The span from the key to the end of the value. */
function recordSpan(line: ParsedLine): { from: number; to: number } {
  const from = line.key?.from ?? line.span.from;
  return { from, to: Math.max(from, line.value?.to ?? line.key?.to ?? from) };
}

/** sitemap-not-absolute: a Sitemap value that is not an absolute http(s) URL. */
export function sitemapNotAbsolute(ctx: LintContext): RobotsDiagnostic[] {
  const out: RobotsDiagnostic[] = [];
  for (const sitemap of ctx.parsed.sitemaps) {
    const url = sitemap.url;
    if (/^https?:\/\/[^\s/?#]+[^\s]*$/i.test(url)) continue;
    const line = ctx.lineInfo(sitemap.line);
    const span = url === '' && line ? recordSpan(line) : sitemap.span;
    const fixes: RobotsFix[] = [];
    let message: string;
    if (url === '') {
      message = 'This Sitemap line has no URL, so crawlers ignore it.';
    } else if (/\s/.test(url)) {
      message = `A URL cannot contain spaces, so crawlers cannot read the sitemap ${code(url, 40)}.`;
    } else if (
      /^[a-z0-9-]+(\.[a-z0-9-]+)+(\/|$)/i.test(url) &&
      // `sitemap.xml` alone is a file name, not a host: no scheme can be guessed for it.
      !/^[^/]*\.(xml|txt|gz)$/i.test(url)
    ) {
      message = `Sitemap needs a full URL with the scheme, so crawlers ignore ${code(url, 40)}; write ${code(`https://${url}`, 40)}.`;
      fixes.push(
        fix('Add `https://`', [replace(sitemap.span.from, sitemap.span.from, 'https://')], false),
      );
    } else {
      message = `Sitemap needs a full URL such as \`https://example.com/sitemap.xml\`, so crawlers ignore ${code(url, 40)}.`;
    }
    out.push(diagnostic(ctx, 'sitemap-not-absolute', span.from, span.to, message, { fixes }));
  }
  return out;
}

/** crawl-delay: not in RFC 9309; who honours it, from the registry. */
export function crawlDelay(ctx: LintContext): RobotsDiagnostic[] {
  const out: RobotsDiagnostic[] = [];
  const operators = [...new Set(crawlDelaySupporters().map((c) => c.operator ?? c.token))];
  const supporters = listing(operators, 4);
  for (const line of linesOf(ctx, 'crawl-delay')) {
    const span = recordSpan(line);
    const value = line.value?.text ?? '';
    const group = line.group === undefined ? undefined : ctx.parsed.groups[line.group];
    const ignoring = (group?.agents ?? [])
      .map((a) => (a.star ? null : ctx.crawlerOf(a)))
      .filter((c) => c !== null && c.crawlDelay === 'no')
      .map((c) => code(c?.token ?? ''));
    const named = (group?.agents ?? []).map((a) => (a.star ? null : ctx.crawlerOf(a)));
    const numeric = /^\d+(\.\d+)?$/.test(value);
    // Every crawler the group names honours it: still worth knowing it is not RFC 9309.
    const honoured = named.length > 0 && named.every((c) => c !== null && c.crawlDelay === 'yes');
    let message: string;
    if (!group) {
      message = `Crawl-delay is not part of RFC 9309, and outside a group no crawler applies it.`;
    } else if (ignoring.length > 0) {
      message = `${listing(ignoring)} ${ignoring.length === 1 ? 'ignores' : 'ignore'} Crawl-delay, which is not part of RFC 9309; only some crawlers (${supporters}) honour it.`;
    } else {
      message = `Crawl-delay is not part of RFC 9309: ${supporters} honour it, but Google and Yandex ignore it.`;
    }
    if (honoured) {
      const who = listing(named.map((c) => code(c?.token ?? '')));
      message = numeric
        ? `Crawl-delay is not part of RFC 9309, but ${who} ${named.length === 1 ? 'honours' : 'honour'} it: ${code(value)} seconds between requests.`
        : `Crawl-delay takes a number of seconds, so ${code(value || '(empty)')} is ignored.`;
    } else if (!numeric) {
      message = `${message.slice(0, -1)}, and ${code(value || '(empty)')} is not a number of seconds.`;
    }
    out.push(diagnostic(ctx, 'crawl-delay', span.from, span.to, message));
  }
  return out;
}

const UNSUPPORTED: Partial<Record<DirectiveId, { severity: LintSeverity; message: string }>> = {
  noindex: {
    severity: 'warning',
    message:
      'Google stopped reading `Noindex` in robots.txt on 2019-09-01 and no other major crawler reads it; use a `noindex` robots meta tag or X-Robots-Tag header instead.',
  },
  nofollow: {
    severity: 'warning',
    message:
      'Google stopped reading `Nofollow` in robots.txt on 2019-09-01 and no other major crawler reads it; use a `nofollow` robots meta tag or link attribute instead.',
  },
  host: {
    severity: 'warning',
    message:
      'Only Yandex read `Host`, and it dropped it in 2018; redirect your other host names to the preferred one with a 301 instead.',
  },
  'clean-param': {
    severity: 'info',
    message: 'Only Yandex reads `Clean-param`; every other crawler ignores this line.',
  },
  'request-rate': {
    severity: 'info',
    message:
      '`Request-rate` comes from an abandoned proposal and almost no crawler reads it, so this line most likely does nothing.',
  },
  'visit-time': {
    severity: 'info',
    message:
      '`Visit-time` comes from an abandoned proposal and almost no crawler reads it, so this line most likely does nothing.',
  },
  'content-usage': {
    severity: 'info',
    message:
      '`Content-Usage` is an IETF draft that no crawler is known to read yet, so this line states a wish, not a rule.',
  },
};

/** unsupported-directive: Noindex, Nofollow, Host (retired), Clean-param (Yandex only) and drafts. */
export function unsupportedDirective(ctx: LintContext): RobotsDiagnostic[] {
  const out: RobotsDiagnostic[] = [];
  const lines = ctx.unusualLines;
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n] as ParsedLine;
    const id = line.reading?.directive;
    if (!id || !line.key) continue;
    const entry = UNSUPPORTED[id];
    if (!entry) continue;
    const span = recordSpan(line);
    const fixes =
      entry.severity === 'warning'
        ? [fix('Remove the line', [removeLine(ctx, line.line)], false)]
        : [];
    out.push(
      diagnostic(ctx, 'unsupported-directive', span.from, span.to, entry.message, {
        severity: entry.severity,
        fixes,
      }),
    );
  }
  return out;
}

/** Content-Signal keys and the values each takes (Cloudflare Content Signals Policy). */
const SIGNALS: Readonly<Record<string, readonly string[]>> = {
  search: ['yes', 'no'],
  'ai-input': ['yes', 'no'],
  'ai-train': ['yes', 'no'],
  use: ['immediate', 'reference', 'full'],
};
const SIGNAL_KEYS = Object.keys(SIGNALS);
const BOOLEAN_WORDS: Readonly<Record<string, string>> = {
  true: 'yes',
  false: 'no',
  y: 'yes',
  n: 'no',
};

function closestSignal(key: string): string | null {
  const lower = key.toLowerCase().replace(/_/g, '-');
  if (SIGNALS[lower]) return lower;
  let best: string | null = null;
  let bestDistance = 3;
  for (const candidate of SIGNAL_KEYS) {
    const distance = editDistance(lower, candidate, 2);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * content-signal-syntax: a Content-Signal value that is not a comma-separated
 * list of `search|ai-input|ai-train=yes|no` and `use=immediate|reference|full`.
 */
export function contentSignalSyntax(ctx: LintContext): RobotsDiagnostic[] {
  const out: RobotsDiagnostic[] = [];
  for (const line of linesOf(ctx, 'content-signal')) {
    const value = line.value;
    if (!value) continue;
    const span = recordSpan(line);
    if (value.text === '') {
      out.push(
        diagnostic(
          ctx,
          'content-signal-syntax',
          span.from,
          span.to,
          'This Content-Signal line states no signal; write pairs such as `search=yes, ai-train=no`.',
        ),
      );
      continue;
    }
    if (line.group === undefined) {
      out.push(
        diagnostic(
          ctx,
          'content-signal-syntax',
          span.from,
          span.to,
          'Content-Signal belongs inside a User-agent group; before the first one it applies to no crawler.',
          { severity: 'info' },
        ),
      );
    }
    const seen = new Set<string>();
    const partRe = /[^,]+/g;
    for (let m = partRe.exec(value.text); m !== null; m = partRe.exec(value.text)) {
      const raw = m[0];
      const lead = raw.length - raw.trimStart().length;
      const part = raw.trim();
      if (part === '') continue;
      const from = value.from + m.index + lead;
      const to = from + part.length;
      const eq = part.indexOf('=');
      const key = (eq < 0 ? part : part.slice(0, eq)).trim();
      const val = eq < 0 ? '' : part.slice(eq + 1).trim();
      const keyFrom = from;
      const keyTo = from + key.length;
      const allowed = SIGNALS[key];
      if (!allowed) {
        const near = closestSignal(key);
        const evident = near !== null && near === key.toLowerCase().replace(/_/g, '-');
        out.push(
          diagnostic(
            ctx,
            'content-signal-syntax',
            keyFrom,
            keyTo,
            near
              ? `${code(key)} is not a Content-Signal key, so this pair states nothing; did you mean ${code(near)}?`
              : `${code(key)} is not a Content-Signal key (\`search\`, \`ai-input\`, \`ai-train\`, \`use\`), so this pair states nothing.`,
            {
              fixes: near
                ? [fix(`Change to ${near}`, [replace(keyFrom, keyTo, near)], evident)]
                : [],
            },
          ),
        );
        continue;
      }
      if (seen.has(key)) {
        out.push(
          diagnostic(
            ctx,
            'content-signal-syntax',
            from,
            to,
            `${code(key)} is given twice on this line, so readers may take either value.`,
          ),
        );
      }
      seen.add(key);
      if (eq < 0 || val === '') {
        out.push(
          diagnostic(
            ctx,
            'content-signal-syntax',
            from,
            to,
            `${code(key)} has no value, so it states nothing; write ${code(`${key}=${allowed[0] ?? ''}`)} (it takes ${listing(
              allowed.map((v) => code(v)),
              4,
              'or',
            )}).`,
          ),
        );
        continue;
      }
      if (allowed.includes(val)) continue;
      const valFrom = from + part.lastIndexOf(val);
      const valTo = valFrom + val.length;
      const lower = val.toLowerCase();
      const better = allowed.includes(lower) ? lower : (BOOLEAN_WORDS[lower] ?? null);
      const usable = better !== null && allowed.includes(better);
      out.push(
        diagnostic(
          ctx,
          'content-signal-syntax',
          valFrom,
          valTo,
          `${code(`${key}=${val}`)} is not a valid signal: ${code(key)} takes ${listing(
            allowed.map((v) => code(v)),
            4,
            'or',
          )}.`,
          {
            fixes: usable
              ? [fix(`Change to ${better}`, [replace(valFrom, valTo, better)], true)]
              : [],
          },
        ),
      );
    }
  }
  return out;
}
