// The state package's face: the store factory, its types, selectors, React
// bindings and local persistence. Panels import from here; the worker protocol's
// summary types are re-exported so panels need not reach into the worker.

export { createPlaygroundStore, type PlaygroundStore } from './store';
export type * from './types.ts';
export { PANEL_IDS } from './types.ts';
export {
  EditorCommandsProvider,
  useEditorCommands,
  type EditorCommands,
  type RevealOptions,
  type TextEdit,
} from './editor-commands';
export * from './selectors';
export * from './report-selectors';
export * from './expectation-selectors';
export { equalPlain } from './equal';
export { sameExpectation, sameExpectations } from './slices/expectations';
export { useFollowedDraft } from './follow-draft';
export { PlaygroundStoreProvider, usePlaygroundStore, usePlaygroundStoreApi } from './context';
export {
  DRAFT_KEY,
  LOCAL_COPY_MAX,
  draftChars,
  browserStorage,
  draftOf,
  initFromDraft,
  loadDraft,
  localDraftWriter,
  markUnsaved,
  persistDraft,
  readDraftPointer,
  readStoredDraft,
  reportTo,
  restoredOlder,
  saveDraft,
  type Draft,
  type DraftPersistence,
  type DraftWriter,
  type PersistOptions,
  type SaveResult,
  type StorageLike,
} from './persist';
export { LIVE_LINK_KEY, loadLiveLink, persistLiveLink } from './live-link';
export type {
  AgentLineSummary,
  AgentSelection,
  AnalysisSummary,
  GroupSummary,
  CategoryProposal,
  CompareBlock,
  CompareReply,
  ExpectReply,
  ExpectRow,
  ExplanationReply,
  LintReply,
  PracticeSummary,
  VerdictReply,
  QueryCell,
  ReportReply,
  ReportTiming,
  RobotsDiagnostic,
  RuleSummary,
  SitemapReply,
  TokenSelection,
  Truncation,
} from '../worker/protocol.ts';
export { lineKindAt } from '../worker/protocol';
