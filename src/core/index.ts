// The engine's public face: parse once, compile once, evaluate many. Pure
// TypeScript (no DOM), used by the worker, the editor and the tests alike.
// Google-vs-RFC behaviour is listed in MODE_DIFFERENCES (./modes.ts).

export type * from './types';
export * from './directives';
export * from './lines';
export { parseRobots, DEFAULT_LIMIT_BYTES, GOOGLE_LINE_CAP_BYTES } from './parse';
export {
  compileRobots,
  compiledForMode,
  agentRules,
  type AgentRules,
  type CompiledRobots,
  type CompiledRule,
} from './compile';
export { evaluate, isAllowed, isAllowedCompiled } from './evaluate';
export { chooseGroups, selectGroups, type GroupChoice, type Selection } from './select';
export {
  choosePractice,
  evaluatePractice,
  practicalReading,
  type CrawlerVia,
  type PracticalChoice,
  type PracticalReading,
} from './practice';
export { LINE_KINDS } from './parse-index';
export {
  FETCH_EFFECTS,
  FETCH_LABELS,
  FETCH_STATUSES,
  answerText,
  fetchedVerdict,
  isFetchStatus,
  type FetchedVerdict,
  type FetchEffect,
  type FetchStatus,
} from './fetch-outcome';
export {
  FETCH_LIMITS,
  fetchOutcome,
  fetchReading,
  type FetchOutcome,
  type FetchReading,
  type FetchSource,
} from './fetch-readings';
export {
  groupStartLines,
  outlineRobots,
  type OutlineAgent,
  type OutlineGroup,
  type RobotsOutline,
} from './outline';
export { readAgent, readGroupName, isProductToken, type GroupName } from './agent';
export { pathFromUrl, matchPathFromUrl, sentPathFromUrl, urlOfPath } from './url';
export {
  compilePattern,
  matchPattern,
  matchWildcards,
  indexHtmlPattern,
  type CompiledPattern,
} from './pattern';
export { escapePatternGoogle, normalizeRfc, utf8Length } from './encoding';
export { MODE_DIFFERENCES, type ModeDifference } from './modes';
export * from './lint/index';
export * from './registry/index';
export * from './report/index';
