// Checks that the highlighter's reading of every line equals the engine's
// (parseRobots, google mode). Shared by the language test and ad-hoc corpus runs.

import { parseRobots } from '../../src/core/parse.ts';
import { tokenizeLine } from '../../src/editor/language.ts';
import type { RobotsTokenType } from '../../src/editor/language.ts';

const KEY_TYPE = {
  exact: 'keyExact',
  typo: 'keyTypo',
  prefix: 'keyTypo',
  unknown: 'keyUnknown',
} as const;
const VALUE_TYPES: Record<string, readonly RobotsTokenType[]> = {
  'user-agent': ['agent', 'agentStar', 'agentIgnored'],
  allow: ['path', 'wildcard', 'anchor'],
  disallow: ['path', 'wildcard', 'anchor'],
  sitemap: ['url'],
  other: ['value'],
  unknown: ['unknownValue'],
};

/** Every disagreement between highlighter and parser over `text` (LF line ends), as readable strings. */
export function disagreements(text: string): string[] {
  const parsed = parseRobots(text, { mode: 'google', limitBytes: Number.MAX_SAFE_INTEGER });
  const lines = text.split('\n');
  const out: string[] = [];
  for (const line of parsed.lines) {
    const lineText = lines[line.line - 1] ?? '';
    if (line.truncated) continue;
    const tokens = tokenizeLine(lineText, line.line === 1);
    const types = tokens.map((t) => t.type);
    const textOf = (kinds: readonly RobotsTokenType[]) =>
      tokens
        .filter((t) => kinds.includes(t.type))
        .map((t) => lineText.slice(t.from, t.to))
        .join('');
    const fail = (why: string) => out.push(`line ${line.line} ${JSON.stringify(lineText)}: ${why}`);
    if ((line.kind === 'invalid') !== types.includes('invalid'))
      fail(`kind ${line.kind} vs ${types}`);
    if (line.kind === 'comment' || line.kind === 'blank' || line.kind === 'invalid') {
      if (types.some((t) => t.startsWith('key'))) fail(`no key expected, got ${types}`);
      continue;
    }
    const key = tokens.find((t) => t.type.startsWith('key'));
    if (!key || !line.key || !line.reading) {
      fail(`key missing (${types})`);
      continue;
    }
    if (lineText.slice(key.from, key.to) !== line.key.text) fail(`key text ${line.key.text}`);
    if (key.type !== KEY_TYPE[line.reading.match]) fail(`key ${key.type} vs ${line.reading.match}`);
    const valueTypes = VALUE_TYPES[line.kind] ?? [];
    const valueTokens = types.filter(
      (t) => !t.startsWith('key') && t !== 'separator' && t !== 'comment' && t !== 'ignored',
    );
    if (valueTokens.some((t) => !valueTypes.includes(t)))
      fail(`value ${valueTokens} for ${line.kind}`);
    if (line.kind === 'user-agent') {
      const agent = parsed.groups.flatMap((g) => g.agents).find((a) => a.line === line.line);
      if (agent?.star !== types.includes('agentStar')) fail('star disagrees');
      if (agent && !agent.star && textOf(['agent']).toLowerCase() !== agent.token) {
        fail(`agent ${textOf(['agent'])} vs ${agent.token}`);
      }
    } else if (line.value && textOf(valueTypes) !== line.value.text) {
      fail(`value ${textOf(valueTypes)} vs ${line.value.text}`);
    }
  }
  return out;
}
