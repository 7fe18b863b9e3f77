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
import { StringTable } from '../string-table.ts';
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

// A quick filter before splitting into segments: every SENSITIVE word contains
// one of these (`.ht` spelled out, or every `.html` path would pass).
const SENSITIVE_HINT =
  /admin|cpanel|backup|private|secret|internal|staging|credential|password|dump|\.(git|svn|hg|env|aws|ssh|htaccess|htpasswd)/i;

/** The shortest and longest SENSITIVE word: a segment's stem of another length is not looked up. */
const SENSITIVE_MIN = Math.min(...[...SENSITIVE].map((w) => w.length));
const SENSITIVE_MAX = Math.max(...[...SENSITIVE].map((w) => w.length));

/** The first segment of `value` that looks private, with its offset in `value`. */
function sensitiveSegment(value: string): { at: number; text: string } | null {
  if (!SENSITIVE_HINT.test(value)) return null;
  // Segments are read in place: a file may hold tens of thousands of paths that
  // pass the hint (every `.html` does), and most of their segments are no word.
  let from = 0;
  while (from < value.length) {
    if (value.charCodeAt(from) === 47) {
      from++;
      continue;
    }
    let to = from + 1;
    while (to < value.length && value.charCodeAt(to) !== 47) to++;
    if (isSensitiveSegment(value, from, to)) return { at: from, text: value.slice(from, to) };
    from = to;
  }
  return null;
}

/**
 * True when `value[from, to)`, a path segment, is a SENSITIVE word, alone or
 * followed by `.`, `_` or a digit (`backup.zip`, `admin_panel`, `.env.local`, not
 * `administration-guide`), ignoring case and trailing `*` and `$`.
 */
function isSensitiveSegment(value: string, from: number, to: number): boolean {
  let end = to;
  while (end > from) {
    const c = value.charCodeAt(end - 1);
    if (c !== 42 && c !== 36) break;
    end--;
  }
  for (let i = from; i < end; i++) {
    // Lower-casing may turn other characters into ASCII letters or change lengths.
    if (value.charCodeAt(i) >= 128) return isSensitiveText(value.slice(from, to));
  }
  // The stem: an optional `.`, then letters and `-`.
  let stemEnd = value.charCodeAt(from) === 46 ? from + 1 : from;
  const letters = stemEnd;
  while (stemEnd < end && isStemCharacter(value.charCodeAt(stemEnd))) stemEnd++;
  if (stemEnd === letters) return false;
  const length = stemEnd - from;
  if (length < SENSITIVE_MIN || length > SENSITIVE_MAX) return false;
  if (!SENSITIVE.has(value.slice(from, stemEnd).toLowerCase())) return false;
  if (stemEnd === end) return true;
  const next = value.charCodeAt(stemEnd);
  return next === 46 || next === 95 || (next >= 48 && next <= 57);
}

/** A letter or `-`. */
function isStemCharacter(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 45;
}

/** isSensitiveSegment for a segment with characters beyond ASCII, read as written. */
function isSensitiveText(text: string): boolean {
  const segment = text.replace(/[*$]+$/, '').toLowerCase();
  const stem = /^\.?[a-z-]+/.exec(segment)?.[0] ?? '';
  if (!SENSITIVE.has(stem)) return false;
  const rest = segment.slice(stem.length);
  return rest === '' || /^[._\d]/.test(rest);
}

/** sensitive-path: a Disallow that advertises a private-looking path; the file is public. */
export function sensitivePath(ctx: LintContext): RobotsDiagnostic[] {
  const out: RobotsDiagnostic[] = [];
  const reported = new Set<string>();
  for (let i = 0; i < ctx.rules.length; i++) {
    const rule = ctx.rules[i] as ParsedRule;
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
  return out;
}

const ASSET_EXTENSION = /\.(css|m?js|png|jpe?g|gif|svg|webp|avif|ico|woff2?)(\$|\*)?$/i;
const ASSET_DIRECTORY: ReadonlySet<string> = new Set([
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

const LONGEST_DIRECTORY = Math.max(...[...ASSET_DIRECTORY].map((name) => name.length));

/** What kind of asset `value` targets, for the message, or null. */
function assetKind(value: string): string | null {
  // Most values name no file: no match to try without a dot.
  const ext = value.includes('.') ? ASSET_EXTENSION.exec(value)?.[1]?.toLowerCase() : undefined;
  if (ext) {
    if (ext === 'css') return 'stylesheets';
    if (ext === 'js' || ext === 'mjs') return 'scripts';
    if (ext.startsWith('woff')) return 'fonts';
    return 'images';
  }
  // The whole directory: `/assets/`, `/static/css/`; a subfolder of it is deliberate.
  return ASSET_DIRECTORY.has(lastSegment(value).toLowerCase()) ? 'styles, scripts or images' : null;
}

/** True for an ASCII letter's code. */
function isLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

/**
 * The last non-empty `/`-separated segment of `value` without trailing `*`s, or
 * `''` when it could be no asset directory's name (or there is none).
 */
function lastSegment(value: string): string {
  let end = value.length;
  while (end > 0 && value.charCodeAt(end - 1) === 42) end--;
  while (end > 0 && value.charCodeAt(end - 1) === 47) end--;
  const start = value.lastIndexOf('/', end - 1) + 1;
  // Every asset directory name starts with a letter and none is longer than
  // this: no need to copy another segment (`/shop/123/`).
  if (end - start > LONGEST_DIRECTORY || !isLetter(value.charCodeAt(start))) return '';
  return value.slice(start, end);
}

/**
 * Whether search crawlers read a group: `undefined` when not, `null` for a `*`
 * group (all of them), else the named search crawler.
 */
function searchNames(ctx: LintContext, group: ParsedGroup): string | null | undefined {
  if (ctx.keysOf(group.index)[0] === STAR) return null;
  for (const agent of group.agents) {
    const crawler = ctx.crawlerOf(agent);
    // A dedicated image or video crawler is blocked from media on purpose.
    if (crawler?.category === 'search' && !/image|video/i.test(crawler.token)) {
      return code(crawler.token);
    }
  }
  return undefined;
}

/**
 * A group's Allow values, sorted, to ask "does an Allow start with this value?"
 * by binary search rather than a scan per Disallow.
 */
class CarvedAllows {
  private readonly sorted: string[];
  /** Some Allow names a stylesheet or script: assets are carved out already. */
  private readonly scripts: boolean;

  constructor(group: ParsedGroup) {
    const values = group.rules
      .filter((r) => r.kind === 'allow' && r.value !== '')
      .map((r) => r.value);
    this.scripts = values.some((v) => /\.(css|m?js)\b/i.test(v));
    this.sorted = values.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  }

  /** True when an Allow starts with `value` or some Allow names a stylesheet or script. */
  carve(value: string): boolean {
    if (this.scripts) return true;
    const list = this.sorted;
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((list[mid] as string) < value) lo = mid + 1;
      else hi = mid;
    }
    return lo < list.length && (list[lo] as string).startsWith(value);
  }
}

/** blocks-assets: CSS, JS or image paths disallowed for search crawlers, which render pages. */
export function blocksAssets(ctx: LintContext): RobotsDiagnostic[] {
  const out: RobotsDiagnostic[] = [];
  const groups = ctx.parsed.groups;
  for (let g = 0; g < groups.length; g++) {
    const group = groups[g] as ParsedGroup;
    // Who reads the group is asked at the group's first asset rule.
    let who: string | null | undefined;
    let asked = false;
    let allows: CarvedAllows | null = null;
    for (const rule of group.rules) {
      if (rule.kind !== 'disallow') continue;
      const kind = assetKind(rule.value);
      if (!kind) continue;
      if (!asked) {
        who = searchNames(ctx, group);
        asked = true;
      }
      if (who === undefined) break;
      // An Allow that carves assets back out shows the author thought about it.
      if (
        !ASSET_EXTENSION.test(rule.value) &&
        (allows ??= new CarvedAllows(group)).carve(rule.value)
      ) {
        continue;
      }
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
  const path = q < 0 ? value : value.slice(0, q);
  return path.includes('%') ? path.replace(/%[0-9A-Fa-f]{2}/g, '') : path;
}

const UPPER = /[A-Z]/;
const LETTER = /[a-z]/i;

const hasUpper = (value: string): boolean => UPPER.test(letters(value));

/**
 * True when the first path segment is a capitalised word (`/Admin/`, `/Private`):
 * the slip the odd-one-out check looks for. Mixed case deeper in a path
 * (`/index.php/coID/`, `*PHPSESSID`) is usually how the application spells it.
 */
function capitalisedFolder(value: string): boolean {
  return CAPITALISED_FOLDER.test(value);
}

const CAPITALISED_FOLDER = /^\/[A-Z][a-z]+([-_][A-Za-z][a-z]*)*([/*$]|$)/;

/**
 * case-sensitive-path: a capitalised path when the file suggests the other case
 * was meant — the same path appears in another case elsewhere, or it is the odd
 * one out among lower-case paths — and its group does not list both.
 */
export function caseSensitivePath(ctx: LintContext): RobotsDiagnostic[] {
  // Only values with a capital letter are reported: the lower-cased forms of those
  // are all the spellings need to be indexed for (none, in most files).
  const mixedLowers = new Set<string>();
  for (let i = 0; i < ctx.rules.length; i++) {
    const value = (ctx.rules[i] as ParsedRule).value;
    if (UPPER.test(value)) mixedLowers.add(value.toLowerCase());
  }
  if (mixedLowers.size === 0) return [];
  // lower-cased value → its first rule in each distinct spelling (usually one).
  const byLower = new Map<string, ParsedRule[]>();
  const spellings = new StringTable();
  let withLetters = 0;
  let upper = 0;
  let capitalised = 0;
  for (let i = 0; i < ctx.rules.length; i++) {
    const rule = ctx.rules[i] as ParsedRule;
    const value = rule.value;
    if (value === '') continue;
    const mixed = UPPER.test(value);
    const lower = mixed ? value.toLowerCase() : value;
    const known = spellings.size;
    if (spellings.add(value) < known) continue;
    if (mixedLowers.has(lower)) {
      const variants = byLower.get(lower);
      if (variants) variants.push(rule);
      else byLower.set(lower, [rule]);
    }
    if (LETTER.test(letters(value))) withLetters++;
    if (mixed && hasUpper(value)) upper++;
    else continue;
    if (capitalisedFolder(value)) capitalised++;
  }
  const oddOneOut = capitalised > 0 && withLetters - upper >= 3 && upper * 4 <= withLetters;

  const out: RobotsDiagnostic[] = [];
  // The odd-one-out finding is about the file, so each value is reported once.
  const reportedOdd = new Set<string>();
  for (const group of ctx.parsed.groups) {
    let inGroup: Set<string> | null = null;
    const reported = new Set<string>();
    for (const rule of group.rules) {
      if (!UPPER.test(rule.value) || !hasUpper(rule.value) || reported.has(rule.value)) continue;
      const variants = byLower.get(rule.value.toLowerCase());
      const sameKind = (value: string): boolean => {
        inGroup ??= new Set(group.rules.map((r) => `${r.kind}\u0000${r.value}`));
        return inGroup.has(`${rule.kind}\u0000${value}`);
      };
      // The spellings are distinct, so the first other one is among the first two.
      const other = variants?.[0]?.value !== rule.value ? variants?.[0] : variants[1];
      const lowered = rule.value.replace(/^[^?]*/, (p) => p.toLowerCase());
      const target = other ? other.value : lowered;
      if (sameKind(target) || sameKind(lowered)) continue;
      if (!other && !(oddOneOut && capitalisedFolder(rule.value))) continue;
      if (!other && reportedOdd.has(rule.value)) continue;
      if (!other) reportedOdd.add(rule.value);
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
