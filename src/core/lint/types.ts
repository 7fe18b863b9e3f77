// The linter's data shapes: what lintRobots returns and what a fix edits. Plain
// structured-clone data, so diagnostics cross the worker boundary unchanged.
// Offsets are UTF-16 code units into the text given to parseRobots; lines are 1-based.

import type { SitemapFinding } from '../sitemap/check-sitemap.ts';
import type { LintRuleId } from './catalogue.ts';

export type { LintRuleId };

/**
 * How serious a finding is. `error`: the line is ignored or misread by some
 * crawlers; `warning`: it likely does something other than intended; `info`:
 * worth knowing.
 */
export type LintSeverity = 'error' | 'warning' | 'info';

/** One text edit: replace `[from, to)` (UTF-16 offsets) with `insert`. */
export interface RobotsEdit {
  from: number;
  to: number;
  insert: string;
}

/**
 * A fix offered for a diagnostic: a button label and edits applied together.
 * `mechanical` fixes keep the evident intent and are safe to apply in Fix-all.
 */
export interface RobotsFix {
  label: string;
  edits: RobotsEdit[];
  mechanical: boolean;
}

/**
 * A fix of exactly one edit, kept flat: the edit's own fields with the fix's
 * label. Most findings offer one such fix, and a large file has tens of
 * thousands of findings, so each is one object rather than four (a list, the
 * fix, its list of edits, the edit). fixesOf gives it as a RobotsFix.
 */
export interface RobotsEditFix extends RobotsEdit {
  label: string;
  mechanical: boolean;
}

/**
 * One lint finding: a stable rule id, the span it marks and one plain sentence.
 * Its fixes are `fix` (one fix of one edit) or `fixes` (anything else), never
 * both; read them through fixesOf.
 */
export interface RobotsDiagnostic {
  id: LintRuleId;
  severity: LintSeverity;
  /** UTF-16 offset where the marked text starts. */
  from: number;
  /** UTF-16 offset where the marked text ends (exclusive). */
  to: number;
  /** 1-based line of `from`. */
  line: number;
  /** One sentence a newcomer understands: what crawlers actually do with this text. */
  message: string;
  /** The finding's fix when it offers one and that fix is a single edit. */
  fix?: RobotsEditFix;
  /** The fixes offered, when there are several or the one fix has several edits. */
  fixes?: RobotsFix[];
}

/** Options of lintRobots. */
export interface LintOptions {
  /** Rules not to run. Default: none (every rule runs). */
  disable?: readonly LintRuleId[];
  /** Severity overrides per rule. Default: each rule's catalogue severity. */
  severity?: Partial<Record<LintRuleId, LintSeverity>>;
  /**
   * The findings of a sitemap check of this same text (core/sitemap's
   * sitemapFindings), for sitemap-url-disallowed. Default: none, and the rule finds nothing.
   */
  sitemap?: readonly SitemapFinding[];
}
