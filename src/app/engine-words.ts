// What the page says when the engine fails: that it was restarted, and which
// question it stopped asking, in the user's terms (the URL check, the crawler
// report), with its size, so a person can tell what to make smaller.

import type { GivenUpRequest, WorkerCrash } from '../worker/client.ts';
import { counted } from '../components/words.ts';
import { formatBytes } from './bytes.ts';

const TRY_AGAIN = 'Edit the text or press Retry to try again.';

/** The banner's sentence for a crash: what happened, and that nothing typed was lost. */
export function crashMessage(crash: WorkerCrash): string {
  return crash.willRetry
    ? `The analysis engine stopped (${crash.message}); it was restarted and your text is being analysed again. Nothing you typed was lost.`
    : `The analysis engine keeps failing (${crash.message}); it will try again on your next edit or when you press Retry. Your text is safe.`;
}

/** The sentence for a question the client stopped sending, e.g. "The URL check for 200 URLs …". */
export function stoppedMessage(given: GivenUpRequest): string {
  const input = given.input as Partial<{
    text: string;
    agent: string;
    url: string;
    agents: readonly string[];
    urls: readonly string[];
    expectations: readonly unknown[];
  }>;
  const times = given.failures === 2 ? 'twice' : `${given.failures} times`;
  const how = given.reason === 'timeout' ? 'stalled' : 'failed';
  const ended = `was stopped after the engine ${how} ${times} on it. ${TRY_AGAIN}`;
  const size = formatBytes(input.text?.length ?? 0);
  switch (given.type) {
    case 'analyze':
      return `The analysis of this text (${size}) ${ended}`;
    case 'load':
      return `Reading this text (${size}) for the findings and the panels ${ended}`;
    case 'verdict':
      return `The Verdict’s check of ${input.url ?? 'the URL'} for ${input.agent ?? 'the agent'} ${ended}`;
    case 'lint':
      return `The check for problems ${ended}`;
    case 'query':
      return `The URL check for ${counted(input.urls?.length ?? 0, 'URL')} and ${counted(input.agents?.length ?? 0, 'agent')} ${ended}`;
    case 'report':
      return `The crawler report for ${counted((input.urls?.length ?? 0) + 1, 'URL')} ${ended}`;
    case 'explain':
      return `The explanation of ${input.url ?? 'the URL'} for ${input.agent ?? 'the agent'} ${ended}`;
    case 'readers':
      return `The comparison of readers for ${counted(input.urls?.length ?? 0, 'URL')} and ${counted(input.agents?.length ?? 0, 'agent')} ${ended}`;
    case 'sitemap':
      return `The sitemap check ${ended}`;
    case 'expect':
      return `The check of ${counted(input.expectations?.length ?? 0, 'expectation')} ${ended}`;
    case 'compare':
      return `The comparison with the other version ${ended}`;
  }
}
