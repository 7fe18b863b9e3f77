// Readers side by side: the same file, agents and URLs read by Google's reference
// behaviour, by the text of RFC 9309, by the 1994 convention (./legacy.ts) and,
// when the caller brings it, by another real reader (the robots-parser package,
// which core never imports: it arrives as a `PeerReader`). Only the pairs where
// the readers disagree are listed, each with the reasons in words.

import { compiledForMode, type CompiledRobots } from '../compile.ts';
import { evaluate } from '../evaluate.ts';
import type { Decision } from '../types.ts';
import { pathFromUrl } from '../url.ts';
import { legacyVerdict, readLegacy, type LegacyVerdict } from './legacy.ts';

/** Another reader of robots.txt files, built on the file's text (robots-parser's shape). */
export interface PeerReader {
  isAllowed(url: string, agent: string): boolean | undefined;
  getMatchingLineNumber(url: string, agent: string): number;
}

/** Builds a PeerReader for the file at `robotsUrl` holding `text`. */
export type PeerFactory = (robotsUrl: string, text: string) => PeerReader;

/** One reader's answer: `allowed` is `null` where it gives none. */
export interface ReaderAnswer {
  allowed: boolean | null;
  /** The deciding line (1-based), or `null` when no line decides. */
  line: number | null;
}

/** An agent × URL where the readers disagree. */
export interface ReadersRow {
  agent: string;
  url: string;
  google: ReaderAnswer;
  rfc: ReaderAnswer;
  legacy: ReaderAnswer;
  /** `null` when no peer reader was given. */
  peer: ReaderAnswer | null;
  /** Why they differ, one plain sentence per difference. */
  why: string[];
}

/** The comparison of every agent × URL. */
export interface ReadersComparison {
  rows: ReadersRow[];
  /** Agent × URL pairs compared. */
  compared: number;
}

/** The host a path is asked on when the URL names none. */
const DEFAULT_ORIGIN = 'https://example.com';

function answerOf(d: Decision): ReaderAnswer {
  return { allowed: d.allowed, line: d.rule?.line ?? null };
}

function word(allowed: boolean | null): string {
  return allowed === null ? 'gives no answer' : allowed ? 'allows it' : 'disallows it';
}

/** The URL as an absolute one, and its site's robots.txt address, for the peer. */
function absolute(url: string): { url: string; robots: string } | null {
  try {
    const u = /^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? new URL(url) : new URL(url, DEFAULT_ORIGIN);
    return { url: u.href, robots: `${u.origin}/robots.txt` };
  } catch {
    return null;
  }
}

function legacyWhy(google: Decision, legacy: LegacyVerdict): string {
  const rule = google.rule;
  const start = google.selection.groups.length > 0 ? null : 'no group';
  if (rule && rule.kind === 'allow' && legacy.line !== null) {
    return `The 1994 convention has no Allow: the Disallow on line ${legacy.line} blocks the URL, where Google's longest match lets the Allow on line ${rule.line} win.`;
  }
  if (rule && /[*$]/.test(rule.pattern)) {
    return `The 1994 convention reads * and $ as plain characters, so the pattern on line ${rule.line} means something else to it.`;
  }
  if (legacy.recordLine === null || start !== null) {
    return legacy.recordLine === null
      ? 'No 1994 record names the agent and there is no * record.'
      : `The 1994 reader takes the record on line ${legacy.recordLine}, where Google reads no group for this agent.`;
  }
  return `The 1994 reader takes the first record whose name is part of the agent's (line ${legacy.recordLine}; a blank line ends a record there) and blocks on any Disallow that starts the path${legacy.line === null ? ', of which there is none' : ` (line ${legacy.line})`}.`;
}

/**
 * The pairs of `agents` × `urls` on which the readers disagree. `compiled` is the
 * file in either mode (both readings are taken from it); `peer` builds the other
 * reader, or is `null`. Never throws.
 */
export function compareReaders(
  compiled: CompiledRobots,
  agents: readonly string[],
  urls: readonly string[],
  peer: PeerFactory | null,
): ReadersComparison {
  const text = compiled.parsed.text;
  const google = compiledForMode(compiled, 'google');
  const rfc = compiledForMode(compiled, 'rfc');
  const legacyFile = readLegacy(text);
  const peers = new Map<string, PeerReader | null>();
  const peerFor = (robots: string): PeerReader | null => {
    if (peer === null) return null;
    let p = peers.get(robots);
    if (p === undefined) {
      try {
        p = peer(robots, text);
      } catch {
        p = null;
      }
      peers.set(robots, p);
    }
    return p;
  };

  const rows: ReadersRow[] = [];
  let compared = 0;
  for (const agent of agents) {
    for (const url of urls) {
      compared++;
      const g = evaluate(google, agent, url);
      const r = evaluate(rfc, agent, url);
      const l = legacyVerdict(legacyFile, agent, pathFromUrl(url));
      let p: ReaderAnswer | null = null;
      if (peer !== null) {
        const at = absolute(url);
        const reader = at ? peerFor(at.robots) : null;
        if (reader && at) {
          let allowed: boolean | null = null;
          let line: number | null = null;
          try {
            allowed = reader.isAllowed(at.url, agent) ?? null;
            const n = reader.getMatchingLineNumber(at.url, agent);
            line = n > 0 ? n : null;
          } catch {
            allowed = null;
          }
          p = { allowed, line };
        } else {
          p = { allowed: null, line: null };
        }
      }
      const why: string[] = [];
      if (r.allowed !== g.allowed) {
        why.push(
          `RFC 9309, read to the letter, ${word(r.allowed)}${r.rule ? ` (line ${r.rule.line})` : ''}; Google's parser ${word(g.allowed)}: see Reading modes for each difference.`,
        );
      }
      if (l.allowed !== g.allowed) why.push(legacyWhy(g, l));
      if (p !== null && p.allowed !== g.allowed) {
        why.push(
          `robots-parser ${word(p.allowed)}${p.line !== null ? ` by line ${p.line}` : ''}, where Google's parser ${word(g.allowed)}.`,
        );
      }
      if (why.length === 0) continue;
      rows.push({
        agent,
        url,
        google: answerOf(g),
        rfc: answerOf(r),
        legacy: { allowed: l.allowed, line: l.line },
        peer: p,
        why,
      });
    }
  }
  return { rows, compared };
}
