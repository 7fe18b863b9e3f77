// contentSignals: the file's Content-Signal records per group. Content-Signal is
// Cloudflare's Content Signals Policy (2025), not RFC 9309: a comma-separated
// list of `key=value` pairs (`search=yes, ai-input=yes, ai-train=no`, later
// `use=immediate|reference|full`). An absent key neither grants nor restricts,
// and the record changes no Allow/Disallow verdict.

import type { ParsedRobots } from '../types.ts';
import type { ContentSignalGroup, ContentSignalKey, ContentSignalRecord } from './types.ts';

const KEYS: readonly ContentSignalKey[] = ['search', 'ai-input', 'ai-train', 'use'];

function isKey(key: string): key is ContentSignalKey {
  return (KEYS as readonly string[]).includes(key);
}

/** Reads one Content-Signal value into its pairs. Never throws. */
export function readContentSignal(line: number, raw: string): ContentSignalRecord {
  const record: ContentSignalRecord = { line, raw, values: {}, other: [], invalid: [] };
  for (const piece of raw.split(',')) {
    const text = piece.trim();
    if (text === '') continue;
    const eq = text.indexOf('=');
    const key = eq < 0 ? '' : text.slice(0, eq).trim();
    if (key === '') {
      record.invalid.push(text);
      continue;
    }
    const value = text.slice(eq + 1).trim();
    const lower = key.toLowerCase();
    if (isKey(lower)) {
      if (record.values[lower] === undefined) record.values[lower] = value.toLowerCase();
    } else {
      record.other.push({ key, value });
    }
  }
  return record;
}

/**
 * Every Content-Signal record of the file (exact key, any case), grouped by the
 * group it sits in, in file order; records outside every group come as
 * `group: null`. Groups without records are left out. Never throws.
 */
export function contentSignals(parsed: ParsedRobots): ContentSignalGroup[] {
  const byGroup = new Map<number | null, ContentSignalGroup>();
  for (const line of parsed.lines) {
    if (line.reading?.directive !== 'content-signal') continue;
    const group = line.group ?? null;
    let entry = byGroup.get(group);
    if (entry === undefined) {
      const g = group === null ? undefined : parsed.groups[group];
      entry = { group, agents: g ? g.agents.map((a) => a.value) : [], records: [], values: {} };
      byGroup.set(group, entry);
    }
    const record = readContentSignal(line.line, line.value?.text ?? '');
    entry.records.push(record);
    for (const key of KEYS) {
      const value = record.values[key];
      if (value !== undefined && entry.values[key] === undefined) entry.values[key] = value;
    }
  }
  return [...byGroup.values()];
}
