// Frozen permalinks, one or more per format version ever written. Each string was
// generated once by encodePermalink and pasted here as a literal; it must never be
// regenerated. If a fixture stops decoding to its state, links in the wild broke.

import type { ShareState } from '../../src/share/index.ts';

/** A real link payload of some version and the state it must decode to, forever. */
export interface PermalinkFixture {
  name: string;
  version: number;
  fragment: string;
  state: ShareState;
}

/** Every version's fixtures. Append a block for each new version; never edit old ones. */
export const PERMALINK_FIXTURES: readonly PermalinkFixture[] = [
  {
    name: 'v1: every field set, with unicode, NUL, a lone surrogate and HTML',
    version: 1,
    fragment:
      'v1.XY5BSgMxAEWvEn43WtIms5MwWiyKJ3BlXKRppgYySZrJaEV6jKKL4s6F4i28SReDx5BR6aLbx-O__4QMgevGpJFaGJ8FGUp_YRvlXHgQhMVk71U2TPrzAxLbmbOaSS_9gGhVfb2T3cuGdM9v3fbz--OVyJZzzols5yeck7LRycZ8ppxJ-ag4Ltk_kB4UCuIGVyEsnJmFDIrLlaqjM9OQWTHmuKVoe2VfX4Hi8MrjZHla9GoNgVRpUNxBwPxNjXWoQRF_SXTKeqx_AA',
    state: {
      text: 'User-agent: *\nDisallow: /private/\nAllow: /private/public/\n\n# café ☕ 日本語 \u0000 \ud800 <script>alert(1)</script>\n',
      agents: ['Googlebot', 'ExampleBot/1.0'],
      urls: ['/private/x', '/private/public/y?q=1'],
      mode: 'rfc',
      host: 'example.com',
      panel: 'explain',
    },
  },
  {
    name: 'v1: text only, every other field at its default',
    version: 1,
    fragment: 'v1.q1YqUbJSCi1OLdJNTE_NK7FS0IrJc8ksTszJyS-3UtCPyVOqBQA',
    state: {
      text: 'User-agent: *\nDisallow: /\n',
      agents: [],
      urls: [],
      mode: 'google',
      host: '',
      panel: '',
    },
  },
];
