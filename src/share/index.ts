// The public face of the share module: versioned, total permalink encode/decode,
// address-bar helpers, the link size meter and the Markdown report. Pure TypeScript:
// no React, no CodeMirror; the browser objects it needs are passed in.

export type { ShareState, ReadonlyShareState } from './state.ts';
export { DEFAULT_SHARE_STATE, SHARE_LIMITS, defaultShareState, sameShareState } from './state.ts';
export type { DecodeResult, ShareError, ShareErrorCode } from './result.ts';
export { encodePermalink, decodePermalink } from './permalink.ts';
export type { PermalinkVersion } from './versions.ts';
export { PERMALINK_VERSIONS, CURRENT_PERMALINK_VERSION } from './versions.ts';
export type { LocationLike, HistoryLike, Schedule, DebouncedWriter } from './location.ts';
export {
  SHARE_FRAGMENT_KEY,
  readFragment,
  writeFragment,
  ownFragmentWrittenAt,
  createDebouncedWriter,
  buildShareUrl,
} from './location.ts';
export type { LinkSizeReport } from './size.ts';
export { LIVE_LINK_MAX_TEXT } from './live-link.ts';
export { linkSizeReport, LONG_LINK_CHARS, MAX_URL_CHARS } from './size.ts';
export type { MarkdownVerdict, MarkdownReportInput } from './markdown.ts';
export { formatMarkdownReport } from './markdown.ts';
export type { ShareableState } from './playground-state.ts';
export { STORE_DEFAULTS, shareStateOf, initFromShare } from './playground-state.ts';
export type { StartupLink } from './links.ts';
export {
  EXAMPLE_FRAGMENT_KEY,
  LESSON_FRAGMENT_KEY,
  readStartupLink,
  buildExampleUrl,
  buildLessonUrl,
} from './links.ts';
export type { ClipboardLike, ClipboardReader, CopyResult, PasteResult } from './clipboard.ts';
export { copyText, readClipboardText } from './clipboard.ts';
