// Every rule's check, keyed by its catalogue id. The mapped type makes a missing
// or misspelled id a type error, so the catalogue and the checks cannot drift.

import type { LintRuleId } from '../catalogue.ts';
import type { LintContext } from '../context.ts';
import type { RobotsDiagnostic } from '../types.ts';
import { emptyUserAgent, ignoredByAgent, invalidAgentToken, unknownAgentToken } from './agents.ts';
import { conflictingRule, duplicateRule } from './duplicates.ts';
import { encoding, lineTooLong, overParseLimit } from './file.ts';
import {
  blankLineInGroup,
  blocksEverything,
  firstMatchTrap,
  groupWithoutRules,
  namedGroupHidesStar,
} from './groups.ts';
import { htmlPage } from './html.ts';
import { blocksAssets, caseSensitivePath, sensitivePath } from './paths.ts';
import {
  disallowStar,
  dollarNotAtEnd,
  emptyDisallow,
  patternNotRooted,
  redundantWildcard,
} from './patterns.ts';
import {
  contentSignalSyntax,
  crawlDelay,
  sitemapNotAbsolute,
  unsupportedDirective,
} from './records.ts';
import { sitemapUrlDisallowed } from './sitemap.ts';
import {
  directiveTypo,
  joinedLines,
  missingColon,
  ruleOutsideGroup,
  unknownDirective,
  unreadableLine,
} from './syntax.ts';

/** A rule's check: a pure function of the lint context. */
export type LintCheck = (ctx: LintContext) => RobotsDiagnostic[];

/** The check of every catalogue rule. */
export const CHECKS: { readonly [id in LintRuleId]: LintCheck } = {
  'html-page': htmlPage,
  'missing-colon': missingColon,
  'directive-typo': directiveTypo,
  'unknown-directive': unknownDirective,
  'unreadable-line': unreadableLine,
  'joined-lines': joinedLines,
  'rule-outside-group': ruleOutsideGroup,
  'empty-user-agent': emptyUserAgent,
  'invalid-agent-token': invalidAgentToken,
  'unknown-agent-token': unknownAgentToken,
  'named-group-hides-star': namedGroupHidesStar,
  'group-without-rules': groupWithoutRules,
  'blocks-everything': blocksEverything,
  'disallow-star': disallowStar,
  'pattern-not-rooted': patternNotRooted,
  'dollar-not-at-end': dollarNotAtEnd,
  'redundant-wildcard': redundantWildcard,
  'duplicate-rule': duplicateRule,
  'conflicting-rule': conflictingRule,
  'empty-disallow': emptyDisallow,
  'sitemap-not-absolute': sitemapNotAbsolute,
  'sitemap-url-disallowed': sitemapUrlDisallowed,
  'crawl-delay': crawlDelay,
  'unsupported-directive': unsupportedDirective,
  'content-signal-syntax': contentSignalSyntax,
  'sensitive-path': sensitivePath,
  'blocks-assets': blocksAssets,
  'case-sensitive-path': caseSensitivePath,
  'blank-line-in-group': blankLineInGroup,
  'first-match-trap': firstMatchTrap,
  'ignored-by-agent': ignoredByAgent,
  'line-too-long': lineTooLong,
  'over-parse-limit': overParseLimit,
  encoding,
};
