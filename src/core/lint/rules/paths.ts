// Rules about what a path says about the site: private-looking paths made public,
// assets hidden from search crawlers, and capitalisation that leaves the other
// spelling open.
//
// RFC 9309 §2.2.2: paths match case-sensitively; §5.1 (security): the file is
// public and "is not a substitute for valid content security measures".

import type { ParsedGroup, ParsedRule } from '../../types.ts';
import { STAR } from '../context.ts';
import type { LintContext } from '../context.ts';
import { code, diagnostic, fix, insertLineAfter } from '../report.ts';
import type { RobotsDiagnostic } from '../types.ts';

/** Path segments that look private (lower case; dotted ones match as prefixes too). */
const SENSITIVE = new Set([
  'admin',
  'administrator',
  'wp-admin',
  'phpmyadmin',
  'cpanel',
  'backup',
  'backups',
  'private',
  'secret',
  'secrets',
  'internal',
  'staging',
  'credentials',
  'passwords',
  'dump',
  '.git',
  '.svn',
  '.hg',
  '.env',
  '.aws',
  '.ssh',
  '.htaccess',
  '.htpasswd',
]);

/** The first segment of `value` that looks private, with its offset in `value`. */
function sensitiveSegment(value: string): { at: number; text: string } | null {
  const re = /[^/]+/g;
  for (let m = re.exec(value); m !== null; m = re.exec(value)) {
    const segment = m[0].replace(/[*$]+$/, '').toLowerCase();
    const stem = /^\.?[a-z-]+/.exec(segment)?.[0] ?? '';
    if (!SENSITIVE.has(stem)) continue;
    // `backup.zip`, `admin_panel`, `.env.local` count; `administration-guide` does not.
    const rest = segment.slice(stem.length);
    if (rest === '' || /^[._\d]/.test(rest)) return { at: m.index, text: m[0] };
  }
  return null;
}

/** sensitive-path: a Disallow that advertises a private-looking path; the file is public. */
export function sensitivePath(ctx: LintContext): RobotsDiagnostic[] {
  const out: RobotsDiagnostic[] = [];
  const reported = new Set<string>();
  for (const group of ctx.parsed.groups) {
    for (const rule of group.rules) {
      if (rule.kind !== 'disallow' || reported.has(rule.value)) continue;
      const hit = sensitiveSegment(rule.value);
      if (!hit) continue;
      reported.add(rule.value);
      const from = rule.span.from + hit.at;
      out.push(
        diagnostic(
          ctx,
          'sensitive-path',
          from,
          from + hit.text.length,
          `robots.txt is public, so this line tells anyone that ${code(rule.value, 40)} exists, and it keeps no one out: protect the path with a login, and use \`noindex\` to keep it out of search.`,
        ),
      );
    }
  }
  return out;
}

const ASSET_EXTENSION = /\.(css|m?js|png|jpe?g|gif|svg|webp|avif|ico|woff2?)(\$|\*)?$/i;
const ASSET_DIRECTORY = new Set([
  'css',
  'js',
  'javascript',
  'scripts',
  'styles',
  'stylesheets',
  'images',
  'img',
  'assets',
  'static',
  'fonts',
  'wp-includes',
  'wp-content',
  'themes',
  'plugins',
]);

/** What kind of asset `value` targets, for the message, or null. */
function assetKind(value: string): string | null {
  const ext = ASSET_EXTENSION.exec(value)?.[1]?.toLowerCase();
  if (ext) {
    if (ext === 'css') return 'stylesheets';
    if (ext === 'js' || ext === 'mjs') return 'scripts';
    if (ext.startsWith('woff')) return 'fonts';
    return 'images';
  }
  for (const segment of value.split('/').slice(1, -1)) {
    if (ASSET_DIRECTORY.has(segment.toLowerCase())) return 'styles, scripts or images';
  }
  return null;
}

/**
 * Whether search crawlers read a group: `undefined` when not, `null` for a `*`
 * group (all of them), else the named search crawler.
 */
function searchNames(ctx: LintContext, group: ParsedGroup): string | null | undefined {
  if ((ctx.groupKeys[group.index] ?? []).includes(STAR)) return null;
  for (const agent of group.agents) {
    const crawler = ctx.crawlerOf(agent);
    // A dedicated image or video crawler is blocked from media on purpose.
    if (crawler?.category === 'search' && !/image|video/i.test(crawler.token)) {
      return code(crawler.token);
    }
  }
  return undefined;
}

/** blocks-assets: CSS, JS or image paths disallowed for search crawlers, which render pages. */
export function blocksAssets(ctx: LintContext): RobotsDiagnostic[] {
  const out: RobotsDiagnostic[] = [];
  for (const group of ctx.parsed.groups) {
    const who = searchNames(ctx, group);
    if (who === undefined) continue;
    const allows = group.rules.filter((r) => r.kind === 'allow' && r.value !== '');
    for (const rule of group.rules) {
      if (rule.kind !== 'disallow') continue;
      const kind = assetKind(rule.value);
      if (!kind) continue;
      // An Allow that carves assets back out shows the author thought about it.
      const carved = allows.some(
        (a) => a.value.startsWith(rule.value) || /\.(css|m?js)\b/i.test(a.value),
      );
      if (carved && !ASSET_EXTENSION.test(rule.value)) continue;
      const [subject, verb, them] =
        who === null ? ['Search crawlers', 'render', 'them'] : [who, 'renders', 'it'];
      out.push(
        diagnostic(
          ctx,
          'blocks-assets',
          rule.span.from,
          rule.span.to,
          `${subject} ${verb} pages like a browser, so blocking ${code(rule.value, 40)} hides ${kind} from ${them} and can hurt how your pages are understood and ranked.`,
        ),
      );
    }
  }
  return out;
}

/** The path part of a value (before `?`), with `%XX` escapes removed so their hex case does not count. */
function letters(value: string): string {
  const q = value.indexOf('?');
  return (q < 0 ? value : value.slice(0, q)).replace(/%[0-9A-Fa-f]{2}/g, '');
}

const hasUpper = (value: string): boolean => /[A-Z]/.test(letters(value));

/**
 * case-sensitive-path: a capitalised path when the file suggests the other case
 * was meant — the same path appears in another case elsewhere, or it is the odd
 * one out among lower-case paths — and its group does not list both.
 */
export function caseSensitivePath(ctx: LintContext): RobotsDiagnostic[] {
  const byLower = new Map<string, Map<string, ParsedRule>>();
  let withLetters = 0;
  let upper = 0;
  const distinct = new Set<string>();
  for (const group of ctx.parsed.groups) {
    for (const rule of group.rules) {
      if (rule.value === '') continue;
      const lower = rule.value.toLowerCase();
      let variants = byLower.get(lower);
      if (!variants) byLower.set(lower, (variants = new Map()));
      if (!variants.has(rule.value)) variants.set(rule.value, rule);
      if (distinct.has(rule.value)) continue;
      distinct.add(rule.value);
      if (/[a-z]/i.test(letters(rule.value))) withLetters++;
      if (hasUpper(rule.value)) upper++;
    }
  }
  const oddOneOut = upper > 0 && withLetters - upper >= 3 && upper * 5 <= withLetters;

  const out: RobotsDiagnostic[] = [];
  for (const group of ctx.parsed.groups) {
    const inGroup = new Set(group.rules.map((r) => `${r.kind}\u0000${r.value}`));
    const reported = new Set<string>();
    for (const rule of group.rules) {
      if (rule.value === '' || !hasUpper(rule.value) || reported.has(rule.value)) continue;
      const variants = byLower.get(rule.value.toLowerCase());
      const sameKind = (value: string) => inGroup.has(`${rule.kind}\u0000${value}`);
      let other: ParsedRule | undefined;
      for (const [value, r] of variants ?? []) if (value !== rule.value) other ??= r;
      const lowered = rule.value.replace(/^[^?]*/, (p) => p.toLowerCase());
      const target = other ? other.value : lowered;
      if (sameKind(target) || sameKind(lowered)) continue;
      if (!other && !oddOneOut) continue;
      reported.add(rule.value);
      const keyword = rule.kind === 'allow' ? 'Allow' : 'Disallow';
      const message = other
        ? `Paths are case-sensitive, so ${code(rule.value, 40)} does not cover ${code(other.value, 40)} (line ${other.line}), and this group leaves that spelling open.`
        : `Paths are case-sensitive, so ${code(rule.value, 40)} does not cover ${code(lowered, 40)}, while the other paths in this file are lower case.`;
      out.push(
        diagnostic(ctx, 'case-sensitive-path', rule.span.from, rule.span.to, message, {
          fixes: [
            fix(
              `Also add \`${keyword}: ${target}\``,
              [insertLineAfter(ctx, rule.line, `${keyword}: ${target}`)],
              false,
            ),
          ],
        }),
      );
    }
  }
  return out;
}
