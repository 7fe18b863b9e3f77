// Plain-word facts about one URL check for the URL panel: the host a URL names
// (to warn when it is not the file's host, RFC 9309 §2.3), why the winning rule
// won (RFC 9309 §2.2.2: longest match, Allow on ties, no match → allowed), and
// what each matching rule did. Pure; reads the engine's Decision only.

import type { CandidateRule, Decision } from '../../core/types.ts';
import { counted } from '../../components/index.ts';

/** RFC 9309 §2.2.2: "The /robots.txt URI is implicitly allowed." */
export const ROBOTS_TXT = '/robots.txt';

/** Splits a URL list as typed: one per line, blank lines dropped, trimmed. */
export function splitUrls(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
}

/** Scheme, host and port named by a URL; `null` for a bare path. Host lower-cased. */
export interface Origin {
  scheme: string | null;
  host: string;
  port: string | null;
}

/**
 * The origin of `url` (`https://Shop.example.com:8443/x` → https, shop.example.com,
 * 8443), or `null` for a path (`/x`) or anything without a host. Never throws.
 */
export function originOf(url: string): Origin | null {
  const m = /^([a-z][a-z0-9+.-]*:)?\/\/([^/?#;]*)/i.exec(url.trim());
  if (!m) return null;
  const authority = (m[2] ?? '').replace(/^.*@/, '');
  if (authority === '') return null;
  const port = /:(\d*)$/.exec(authority);
  const host = (port ? authority.slice(0, port.index) : authority).toLowerCase();
  return {
    scheme: m[1] ? m[1].slice(0, -1).toLowerCase() : null,
    host,
    port: port?.[1] ? port[1] : null,
  };
}

/** The declared host as an origin (`example.com`, `https://example.com:8080/`), or `null` when empty. */
export function declaredOrigin(host: string): Origin | null {
  const h = host.trim();
  if (h === '') return null;
  return originOf(/^[a-z][a-z0-9+.-]*:\/\//i.test(h) || h.startsWith('//') ? h : `//${h}`);
}

const DEFAULT_PORTS: Readonly<Record<string, string>> = { http: '80', https: '443' };

function portOf(o: Origin): string | null {
  return o.port ?? (o.scheme ? (DEFAULT_PORTS[o.scheme] ?? null) : null);
}

/**
 * Why `url` is outside the file's reach, in words, or `null` when it is on the
 * declared origin (or either side is unknown). RFC 9309 §2.3: a robots.txt
 * governs only the scheme, host and port it is served from.
 */
export function hostMismatch(url: string, declared: string): string | null {
  const want = declaredOrigin(declared);
  const got = originOf(url);
  if (!want || !got) return null;
  if (got.host !== want.host) {
    return `This URL is on ${got.host}, but this robots.txt is served from ${want.host}: a robots.txt governs only its own scheme, host and port (RFC 9309 §2.3), so ${got.host} follows its own /robots.txt.`;
  }
  if (want.scheme && got.scheme && want.scheme !== got.scheme) {
    return `This URL uses ${got.scheme}, but this robots.txt is served over ${want.scheme}: each scheme has its own robots.txt (RFC 9309 §2.3).`;
  }
  const wp = portOf(want);
  const gp = portOf(got);
  if (wp && gp && wp !== gp) {
    return `This URL is on port ${gp}, but this robots.txt is served on port ${wp}: each port has its own robots.txt (RFC 9309 §2.3).`;
  }
  return null;
}

/** The fragment a URL carries (`#top`), which is dropped before matching; `''` when none. */
export function droppedFragment(url: string): string {
  const at = url.indexOf('#');
  return at < 0 ? '' : url.slice(at);
}

/** What one matching rule did in the decision. */
export type CandidateOutcome = 'decides' | 'shorter' | 'tie-allow-wins' | 'same' | 'empty';

/** The outcome of `candidate` in `decision`. */
export function candidateOutcome(decision: Decision, candidate: CandidateRule): CandidateOutcome {
  const winner = decision.rule;
  if (candidate.priority === 0) return 'empty';
  if (winner && winner.line === candidate.line && winner.via === candidate.via) return 'decides';
  if (winner && winner.priority === candidate.priority) {
    return winner.kind === candidate.kind ? 'same' : 'tie-allow-wins';
  }
  return 'shorter';
}

/** The outcome in words, for the matching-rules table. */
export function outcomeText(outcome: CandidateOutcome, winner: CandidateRule | null): string {
  switch (outcome) {
    case 'decides':
      return 'decides';
    case 'shorter':
      return winner ? `loses: shorter than ${winner.priority}` : 'loses';
    case 'tie-allow-wins':
      return 'loses the tie: Allow wins';
    case 'same':
      return 'same length and kind: same answer';
    case 'empty':
      return 'empty rule: never decides';
  }
}

/** `Allow` / `Disallow`. */
export function kindWord(kind: CandidateRule['kind']): string {
  return kind === 'allow' ? 'Allow' : 'Disallow';
}

/**
 * Why the verdict is what it is, in one sentence: the longer pattern won, Allow
 * won a tie, no rule matched (allowed by default), no group (allowed), or
 * /robots.txt itself (rfc mode).
 */
export function winnerReason(decision: Decision): string {
  const r = decision.rule;
  switch (decision.reason) {
    case 'robots-txt':
      return 'RFC 9309 §2.2.2: /robots.txt itself is implicitly allowed, whatever the rules say.';
    case 'no-group':
      return 'No group names this agent and there is no * group, so nothing restricts it: allowed.';
    case 'no-matching-rule':
      return `No rule of the selected group matches ${decision.path}, so it is allowed by default (RFC 9309 §2.2.2).`;
    case 'rule': {
      if (!r) return '';
      const others = decision.candidates.filter(
        (c) => c.priority > 0 && !(c.line === r.line && c.via === r.via),
      );
      const via =
        r.via === 'index-html'
          ? ' (google-specific: an Allow of …/index.html also allows the directory itself)'
          : '';
      const tie = others.find((c) => c.priority === r.priority && c.kind !== r.kind);
      if (tie) {
        return `Line ${r.line} and line ${tie.line} match with equal length (${counted(r.priority, 'character')}): Allow wins the tie, the least restrictive rule (RFC 9309 §2.2.2)${via}.`;
      }
      const next = others[0];
      if (next) {
        return `Line ${r.line} is the longest match (${counted(r.priority, 'character')}, against ${next.priority} for line ${next.line}): the most specific rule wins (RFC 9309 §2.2.2)${via}.`;
      }
      return `Line ${r.line} is the only rule that matches (${counted(r.priority, 'character')})${via}.`;
    }
  }
}
