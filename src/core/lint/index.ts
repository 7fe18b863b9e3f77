// The linter's public face: lintRobots runs the catalogue on a parsed file,
// LINT_RULES documents every rule, applyFixes and fixAll turn fixes into text,
// summariseFixAll says what Fix-all fixes, fixAllBriefs the same in numbers.
// See ./catalogue.ts for the rules and ./rules/ for their checks.

export { LINT_RULES, lintRuleInfo } from './catalogue.ts';
export type { LintRuleId, LintRuleInfo } from './catalogue.ts';
export { lintRobots } from './lint-robots.ts';
export { applyFixes, fixAll, fixesOf, summariseFixAll } from './fixes.ts';
export type { FixAllSummary } from './fixes.ts';
export { fixAllBriefs, fixAllFindings } from './fix-all-brief.ts';
export type { FixAllBrief, FixAllBriefs } from './fix-all-brief.ts';
export type {
  LintOptions,
  LintSeverity,
  RobotsDiagnostic,
  RobotsEdit,
  RobotsEditFix,
  RobotsFix,
} from './types.ts';
