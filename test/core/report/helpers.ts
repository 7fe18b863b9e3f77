// Shared helpers for the report tests: compile a text, look a registry entry up.

import {
  compileRobots,
  parseRobots,
  type CompiledRobots,
  type Mode,
} from '../../../src/core/index.ts';
import { findCrawler, type CrawlerInfo } from '../../../src/core/registry/index.ts';

/** Parses and compiles `text` in `mode` (default google). */
export function compile(text: string, mode: Mode = 'google'): CompiledRobots {
  return compileRobots(parseRobots(text, { mode }));
}

/** The registry entry for `token`; throws when the registry does not list it. */
export function crawler(token: string): CrawlerInfo {
  const found = findCrawler(token);
  if (found === null) throw new Error(`no registry entry for ${token}`);
  return found;
}

/** Joins lines with LF and a final line end. */
export function file(...lines: string[]): string {
  return lines.join('\n') + '\n';
}
