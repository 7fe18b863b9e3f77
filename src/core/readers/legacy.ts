// The 1994 convention ("A Standard for Robot Exclusion", Koster), as the oldest
// readers still apply it, for teaching what RFC 9309 changed. A record is a run
// of lines ended by a blank line; a robot takes the first record whose
// User-agent value is part of its own name (case-insensitive), else the `*`
// record; in it, any Disallow that is a prefix of the path blocks it. There is no
// Allow and no wildcard: `*` and `$` in a path are plain characters. A comment
// line does not end a record, as the 1994 text says.

/** How the legacy reader answers one agent and path. */
export interface LegacyVerdict {
  allowed: boolean;
  /** The deciding Disallow's line (1-based), or `null` when none blocks. */
  line: number | null;
  /** The first line of the record the agent reads, or `null` when none applies. */
  recordLine: number | null;
  /** Allow lines in that record, which this reader skips (1-based). */
  skippedAllows: number[];
}

interface LegacyRecord {
  line: number;
  agents: string[];
  disallows: { line: number; path: string }[];
  allows: number[];
}

/** A file as the legacy reader sees it: its records, in file order. */
export interface LegacyFile {
  records: LegacyRecord[];
}

/** Reads `text` into records. Never throws. */
export function readLegacy(text: string): LegacyFile {
  const records: LegacyRecord[] = [];
  let current: LegacyRecord | null = null;
  let lineNo = 0;
  // Lines end at CR, LF or CRLF, as RFC 9309 and the 1994 text both say.
  for (const raw of text.split(/\r\n|\r|\n/)) {
    lineNo++;
    const hash = raw.indexOf('#');
    const content = (hash < 0 ? raw : raw.slice(0, hash)).trim();
    if (content === '') {
      // A comment-only line is dropped; only a truly blank one ends a record.
      if (raw.trim() === '') current = null;
      continue;
    }
    const colon = content.indexOf(':');
    if (colon < 0) continue;
    const field = content.slice(0, colon).trim().toLowerCase();
    const value = content.slice(colon + 1).trim();
    if (field === 'user-agent') {
      if (current === null || current.disallows.length > 0 || current.allows.length > 0) {
        current = { line: lineNo, agents: [], disallows: [], allows: [] };
        records.push(current);
      }
      current.agents.push(value.toLowerCase());
    } else if (current !== null && field === 'disallow') {
      current.disallows.push({ line: lineNo, path: value });
    } else if (current !== null && field === 'allow') {
      current.allows.push(lineNo);
    }
  }
  return { records };
}

/** The robot's name without a version (`Googlebot/2.1` → `googlebot`), lower case. */
function nameOf(agent: string): string {
  const slash = agent.indexOf('/');
  return (slash < 0 ? agent : agent.slice(0, slash)).trim().toLowerCase();
}

/** The record `agent` reads: the first naming part of its name, else the first `*` record. */
function recordFor(file: LegacyFile, agent: string): LegacyRecord | null {
  const name = nameOf(agent);
  let star: LegacyRecord | null = null;
  for (const r of file.records) {
    for (const a of r.agents) {
      if (a === '*') star ??= r;
      else if (a !== '' && name.includes(nameOf(a))) return r;
    }
  }
  return star;
}

/** The legacy reader's answer for `agent` and `path` (a path with its query). */
export function legacyVerdict(file: LegacyFile, agent: string, path: string): LegacyVerdict {
  const record = recordFor(file, agent);
  if (record === null) return { allowed: true, line: null, recordLine: null, skippedAllows: [] };
  const hit = record.disallows.find((d) => d.path !== '' && path.startsWith(d.path));
  return {
    allowed: hit === undefined,
    line: hit?.line ?? null,
    recordLine: record.line,
    skippedAllows: record.allows,
  };
}
