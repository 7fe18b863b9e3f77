// How much text the address bar's link follows as the user types (the page keeps
// it in its first download; the link size meter of the Share panel, ./size.ts, is
// fetched with that panel).

/**
 * Above this many characters of text the address bar stops following edits and
 * holds no state: compressing, encoding and writing the link of a larger file
 * costs tens of milliseconds of main-thread time at every pause in typing, and
 * the draft (saved in this browser) already survives a reload. The Share panel
 * still makes the full link on demand.
 */
export const LIVE_LINK_MAX_TEXT = 64 * 1024;
