// Frozen permalinks, one or more per format version ever written. Each string was
// generated once by encodePermalink and pasted here as a literal; it must never be
// regenerated. If a fixture stops decoding to its state, links in the wild broke.
// (A state names the question by its strings since v3; v2's indexes decode to the
// entries they name, `''` being the first.)

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
      // v1 carries no question: the first agent and URL.
      agent: '',
      url: '',
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
      agent: '',
      url: '',
    },
  },
  {
    name: 'v2: the second agent and URL selected, unicode and HTML in the text',
    version: 2,
    fragment:
      'v2.VY6xSkMxGEZfJXwurcSbVnCJpUMROgkddDIOyb3xNvDf_CHJbUXxNVxd3H0Bt76QjyBFEJ3P4XCeUaFxW3w-s72PVYtTE69CsUS810KlHHa2emWiiX-t9eZmxfWfauKJOHzGw0fLnRdfb--vYuGWjqlbKLc0ERIW-g5r5p684wqJnwwkrvkpEFl10czEpOUh2Roc-UuxCrF3XNV5M5viXmI8JhQkfteyT5xrk7qHI99Cwz_aIZFvWh4gkaAxZiqQKBZ6LlFG6PnLNw',
    state: {
      text: 'User-agent: *\nDisallow: /private/\n\nUser-agent: GPTBot\nDisallow: /\n# ünïcode \ud83e\udd16 <b>bold</b>\n',
      agents: ['Googlebot', 'GPTBot', 'Mozilla/5.0 (compatible; Bingbot/2.0)'],
      urls: ['/', '/private/report.pdf'],
      mode: 'google',
      host: 'example.com',
      panel: 'urls',
      // v2's indexes 1 and 1, read as the entries they name.
      agent: 'GPTBot',
      url: '/private/report.pdf',
    },
  },
  {
    name: 'v2: a URL selected in a list while the agents are the default',
    version: 2,
    fragment:
      'v2.q1YqUbJSCi1OLdJNTE_NK7FS0IrJc8ksTszJyS-3UtCPyVPSUSpVsopW0k9U0lHST1KK1VEqLlWyMqwFAA',
    state: {
      text: 'User-agent: *\nDisallow: /\n',
      agents: [],
      urls: ['/a', '/b'],
      mode: 'google',
      host: '',
      panel: '',
      agent: '',
      url: '/b',
    },
  },
  {
    name: 'v3: a question in neither list (a full User-Agent string and a full URL)',
    version: 3,
    fragment:
      'v3.VY4xTgMxFESvYg0NILMGJBoTpYiQUiFRQIUpfjbOxpLtb7w_sAJxDVoaei5AlwtxBLQSikI3mnmamVcILO56X0-o81msOnb5KvQUIz9bZUoNTyTeuOzyPjW_uZ2x_ENdPlDb77z9annp1c_H57uahOkwMWHqMjQI9h5z5i76BQs0ZiF3o3rQ2IyZgcZukEY7waKuWmisYeEHSiX6puUEjQKLRFLDAI1HgsU1v4QYyVw0p-qw5VRIwiL6y7-z5qw5PxrZDSzWIqW3xux17qarL1ylKcsV3n4B',
    state: {
      text: 'User-agent: *\nDisallow: /private/\n\nUser-agent: GPTBot\nDisallow: /\n# ünïcode \ud83e\udd16 <i>x</i>\n',
      agents: ['Googlebot', 'Bingbot'],
      urls: ['/', '/private/a'],
      mode: 'rfc',
      host: 'example.com',
      panel: 'matrix',
      agent: 'Mozilla/5.0 (compatible; GPTBot/1.2)',
      url: 'https://example.com/private/report.pdf',
    },
  },
  {
    name: 'v3: only the agent asked about, the lists at their defaults',
    version: 3,
    fragment: 'v3.q1YqUbJSCi1OLdJNTE_NK7FS0IrJc8ksTszJyS-3UtCPyVPSUSpMVLJScs5JLE1JdcovUaoFAA',
    state: {
      text: 'User-agent: *\nDisallow: /\n',
      agents: [],
      urls: [],
      mode: 'google',
      host: '',
      panel: '',
      agent: 'ClaudeBot',
      url: '',
    },
  },
  {
    name: 'v4: expectations, one in its own reading',
    version: 4,
    fragment:
      'v4.RcwxC8IwEIbhvxK-UaLZbxTB1UEn43DWsxbSXEiuWhD_u0vR9X3hecNAODWpa-4lG7lVzLuhcUr6IhdKHZ5sEmKGxwQ6I8DjlxkXjwKCzEU6Yxs0N3jMINwWxe0Px63a3-KYl6HaJ7mquYdZaRSCzDyWJJtOx-DqvYsZny8',
    state: {
      text: 'User-agent: *\nDisallow: /private/\n',
      agents: [],
      urls: ['/', '/private/a'],
      mode: 'google',
      host: '',
      panel: 'expectations',
      agent: '',
      url: '',
      expectations: [
        { expected: 'disallowed', agent: 'GPTBot', url: '/private/a' },
        { expected: 'allowed', agent: 'Googlebot', url: 'https://example.com/', mode: 'rfc' },
      ],
    },
  },
];
