// Builds the `#s=` link that opens the playground with a file, its agents and URLs,
// with the project's own permalink encoder (loaded from source through tsx), so the
// benchmark fills the page the way a shared link does and the app needs no hook.
import { tsImport } from 'tsx/esm/api';

const share = await tsImport('../../../src/share/index.ts', import.meta.url);
const core = await tsImport('../../../src/core/index.ts', import.meta.url);

/**
 * The address that opens `base` with `text`, `agents` and `urls` (the first of each
 * selected) and the panel `panel` open, in Google mode.
 */
export async function playgroundLink(base, { text, agents, urls, panel }) {
  const fragment = await share.encodePermalink({
    text,
    agents,
    urls,
    mode: 'google',
    host: '',
    panel,
    agent: '',
    url: '',
  });
  return share.buildShareUrl({ href: base, hash: '' }, fragment);
}

/** How many findings the project's linter reports for `text`. */
export function countFindings(text) {
  return core.lintRobots(core.parseRobots(text)).length;
}
