import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBase64Url } from '../../src/share/base64url.ts';
import { inflateRawCapped } from '../../src/share/compression.ts';
import {
  CURRENT_PERMALINK_VERSION,
  DEFAULT_SHARE_STATE,
  SHARE_LIMITS,
  decodePermalink,
  defaultShareState,
  encodePermalink,
  type ShareState,
} from '../../src/share/index.ts';
import { v1FromJson, v2FromJson, v3FromJson, v4FromJson } from './helpers.ts';

const state = (patch: Partial<ShareState>): ShareState => ({ ...defaultShareState(), ...patch });

async function roundTrip(s: ShareState) {
  return decodePermalink(await encodePermalink(s));
}

const CURRENT = `v${CURRENT_PERMALINK_VERSION}.`;

// The JSON inside a payload of the current version, to check what the encoder wrote.
async function innerJson(fragment: string): Promise<unknown> {
  const bytes = decodeBase64Url(fragment.slice(CURRENT.length));
  const inflated = await inflateRawCapped(bytes!, SHARE_LIMITS.maxPayloadBytes);
  if (!inflated.ok) throw new Error(inflated.reason);
  return JSON.parse(new TextDecoder().decode(inflated.bytes));
}

// Any UTF-16 code unit, lone surrogates included, as well as whole code points.
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) }),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
);

const anyState: fc.Arbitrary<ShareState> = fc.record({
  text: anyText,
  agents: fc.array(anyText, { maxLength: 5 }),
  urls: fc.array(anyText, { maxLength: 5 }),
  mode: fc.constantFrom('google' as const, 'rfc' as const),
  host: anyText,
  panel: anyText,
  // The question, in the lists or not.
  agent: anyText,
  url: anyText,
});

const TYPICAL_ROBOTS = `# robots.txt for https://www.example.com/
# Questions: webmaster@example.com

User-agent: *
Disallow: /admin/
Disallow: /cart/
Disallow: /checkout/
Disallow: /account/
Disallow: /search?
Disallow: /*?sort=
Disallow: /*?sessionid=
Disallow: /*?utm_source=
Disallow: /wp-admin/
Disallow: /wp-login.php
Disallow: /cgi-bin/
Disallow: /print/
Disallow: /api/
Allow: /wp-admin/admin-ajax.php
Allow: /api/public/
Allow: /search?q=
Allow: /account/login

User-agent: Googlebot
Disallow: /internal/
Disallow: /newsletter/unsubscribe/
Disallow: /drafts/
Allow: /internal/press/

User-agent: Googlebot-Image
Disallow: /images/private/
Allow: /images/

User-agent: GPTBot
User-agent: CCBot
User-agent: Google-Extended
Disallow: /

User-agent: Bingbot
User-agent: DuckDuckBot
Crawl-delay: 5
Disallow: /search?
Disallow: /*?sort=
Disallow: /admin/
Disallow: /tmp/

Sitemap: https://www.example.com/sitemap.xml
Sitemap: https://www.example.com/sitemap-news.xml
Sitemap: https://www.example.com/sitemap-images.xml
`;

describe('encodePermalink', () => {
  it('gives an empty fragment for the default state', async () => {
    expect(await encodePermalink(DEFAULT_SHARE_STATE)).toBe('');
    expect(await encodePermalink(defaultShareState())).toBe('');
  });

  it('writes only the fields that differ from the defaults, with short keys', async () => {
    const fragment = await encodePermalink(state({ mode: 'rfc', urls: ['/a'] }));
    expect(fragment.startsWith(CURRENT)).toBe(true);
    expect(await innerJson(fragment)).toEqual({ u: ['/a'], m: 'rfc' });
  });

  it('writes the question as strings, only when it is not the first entry', async () => {
    const lists = { agents: ['a', 'b'], urls: ['/x', '/y'] };
    expect(await innerJson(await encodePermalink(state({ ...lists, agent: 'b' })))).toEqual({
      a: ['a', 'b'],
      u: ['/x', '/y'],
      qa: 'b',
    });
    expect(await innerJson(await encodePermalink(state({ ...lists })))).toEqual({
      a: ['a', 'b'],
      u: ['/x', '/y'],
    });
    // A URL in no list: the string itself.
    expect(await innerJson(await encodePermalink(state({ url: '/elsewhere' })))).toEqual({
      qu: '/elsewhere',
    });
  });

  it('is deterministic', async () => {
    const s = state({ text: TYPICAL_ROBOTS, agents: ['Googlebot'] });
    expect(await encodePermalink(s)).toBe(await encodePermalink({ ...s }));
  });

  it('gives a link of a few hundred characters for a typical 1 KB file', async () => {
    expect(TYPICAL_ROBOTS.length).toBeGreaterThan(950);
    expect(TYPICAL_ROBOTS.length).toBeLessThan(1200);
    const fragment = await encodePermalink(
      state({ text: TYPICAL_ROBOTS, agents: ['Googlebot', 'GPTBot'], urls: ['/search?q=x'] }),
    );
    expect(fragment.length).toBeGreaterThan(100);
    expect(fragment.length).toBeLessThan(700);
  });

  it('only uses characters that need no escaping in a URL fragment', async () => {
    const fragment = await encodePermalink(state({ text: TYPICAL_ROBOTS }));
    expect(fragment).toMatch(new RegExp(`^${CURRENT.replace('.', '\\.')}[A-Za-z0-9_-]+$`));
  });

  it('rejects a state the decoder would refuse', async () => {
    const tooMany = Array.from({ length: SHARE_LIMITS.maxListItems + 1 }, (_, i) => `bot${i}`);
    await expect(encodePermalink(state({ agents: tooMany }))).rejects.toThrow(RangeError);
    const longUrl = '/'.repeat(SHARE_LIMITS.maxFieldChars + 1);
    await expect(encodePermalink(state({ urls: [longUrl] }))).rejects.toThrow(RangeError);
    const hugeText = 'a'.repeat(SHARE_LIMITS.maxPayloadBytes);
    await expect(encodePermalink(state({ text: hugeText }))).rejects.toThrow(RangeError);
  });

  it('encodes a text just under the payload limit into a link that decodes', async () => {
    const line = 'Disallow: /some/fairly/long/path/\n';
    // JSON writes each newline as two bytes (`\n`).
    const text = line.repeat(Math.floor((SHARE_LIMITS.maxPayloadBytes - 100) / (line.length + 1)));
    const result = await roundTrip(state({ text }));
    expect(result.ok && result.state.text === text).toBe(true);
  });
});

describe('decodePermalink round-trips', () => {
  it('any state (property)', async () => {
    await fc.assert(
      fc.asyncProperty(anyState, async (s) => {
        const fragment = await encodePermalink(s);
        // Only the default state gives no link at all.
        if (fragment === '') return expect(s).toEqual(defaultShareState());
        expect(await decodePermalink(fragment)).toEqual({
          ok: true,
          state: s,
          version: CURRENT_PERMALINK_VERSION,
        });
      }),
      { numRuns: 200 },
    );
  });

  it('text containing HTML and script, byte-exactly and as plain data', async () => {
    const text =
      '<script>alert(document.cookie)</script>\n<img src=x onerror="alert(1)">\n</textarea>&lt;&amp;\n';
    const result = await roundTrip(state({ text }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.state.text).toBe(text);
    expect(typeof result.state.text).toBe('string');
  });

  it('NUL bytes and control characters', async () => {
    const text = 'User-agent: *\u0000Disallow: /\r\n\u0001\u001f\u007f\u0085\u2028\u2029';
    const result = await roundTrip(state({ text, agents: ['a\u0000b'] }));
    expect(result).toEqual({
      ok: true,
      state: state({ text, agents: ['a\u0000b'] }),
      version: CURRENT_PERMALINK_VERSION,
    });
  });

  it('lone surrogates exactly (JSON escapes them, so UTF-8 never replaces them with U+FFFD)', async () => {
    const text = 'high \ud800 low \udfff pair \ud83d\ude00 reversed \udc00\ud800';
    const result = await roundTrip(state({ text, urls: ['/\udbff'] }));
    expect(result.ok && result.state.text).toBe(text);
    expect(result.ok && result.state.urls).toEqual(['/\udbff']);
  });

  it('unicode in every field', async () => {
    const s = state({
      text: 'User-agent: Bücherwurm\nDisallow: /日本語/\n# 🤖 ‮rtl‬\n',
      agents: ['Bücherwurm', '🤖'],
      urls: ['/日本語/ページ', '/%E6%97%A5'],
      host: 'bücher.example',
      panel: 'τ',
    });
    expect(await roundTrip(s)).toEqual({ ok: true, state: s, version: CURRENT_PERMALINK_VERSION });
  });

  it('returns fresh lists the caller may change', async () => {
    const fragment = await encodePermalink(state({ agents: ['a'] }));
    const first = await decodePermalink(fragment);
    if (first.ok) first.state.agents.push('b');
    const second = await decodePermalink(fragment);
    expect(second.ok && second.state.agents).toEqual(['a']);
    expect(DEFAULT_SHARE_STATE.agents).toEqual([]);
  });
});

describe('decodePermalink on bad and hostile input', () => {
  it.each(['', '   ', '\n'])('reports %j as empty', async (fragment) => {
    const result = await decodePermalink(fragment);
    expect(!result.ok && result.error.code).toBe('empty');
  });

  it.each(['hello', 'v1', 'V1.abc', 'v01.abc', 'v.abc', 'x1.abc', '1.abc', ' v1.abc'])(
    'reports %j as not carrying a known version',
    async (fragment) => {
      const result = await decodePermalink(fragment);
      expect(!result.ok && result.error.code).toBe('unknown-version');
    },
  );

  it('names a version it does not know', async () => {
    const result = await decodePermalink('v9.q1YqUbJSCi1OLdJNTE_NK7FS0IrJc8ksTszJyS-3UtCPyVOqBQA');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('unknown-version');
    expect(result.error.message).toContain('v9');
  });

  it.each(['v1.abc!', 'v1.ab+c', 'v1.ab/c', 'v1.abc=', 'v1.a', 'v1.%41%41', 'v1.ab cd'])(
    'reports %j as bad encoding',
    async (fragment) => {
      const result = await decodePermalink(fragment);
      expect(!result.ok && result.error.code).toBe('bad-encoding');
    },
  );

  it.each(['v1.abc!', 'v1.ab cd', 'v1.%41%41'])(
    'says %j holds characters a link never has',
    async (fragment) => {
      const result = await decodePermalink(fragment);
      expect(!result.ok && result.error.message).toMatch(/characters a playground link never has/);
    },
  );

  it('says a link whose base64url lost its end (a length of 4n + 1) is cut short', async () => {
    const fragment = await encodePermalink(state({ text: TYPICAL_ROBOTS }));
    const body = fragment.slice(fragment.indexOf('.') + 1);
    const cut = fragment.slice(0, fragment.length - ((body.length - 1) % 4));
    expect(cut.slice(cut.indexOf('.') + 1).length % 4).toBe(1);
    const result = await decodePermalink(cut);
    expect(!result.ok && result.error.message).toBe(
      'The link is cut short: its end is missing. Ask for the full link again.',
    );
  });

  it.each(['v1.', 'v1.AAAA', 'v1.____', 'v1.SGVsbG8gd29ybGQ'])(
    'reports %j as bad compression',
    async (fragment) => {
      const result = await decodePermalink(fragment);
      expect(!result.ok && result.error.code).toBe('bad-compression');
    },
  );

  it('rejects every truncation of a real link', async () => {
    const fragment = await encodePermalink(
      state({ text: TYPICAL_ROBOTS, agents: ['Googlebot'], mode: 'rfc' }),
    );
    for (let cut = 'v1.'.length; cut < fragment.length - 1; cut++) {
      const result = await decodePermalink(fragment.slice(0, cut));
      expect(result.ok, `cut at ${cut}`).toBe(false);
      if (!result.ok) {
        expect(['bad-encoding', 'bad-compression', 'bad-json']).toContain(result.error.code);
      }
    }
  });

  it('never throws or rejects, whatever the string (property)', async () => {
    const tampered = fc.tuple(fc.nat(), fc.constantFrom(...'ABCXYZabcxyz019-_')).map(([at, c]) => {
      const base = 'v1.q1YqUbJSCi1OLdJNTE_NK7FS0IrJc8ksTszJyS-3UtCPyVOqBQA';
      const i = 3 + (at % (base.length - 3));
      return base.slice(0, i) + c + base.slice(i + 1);
    });
    const anyFragment = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.string().map((s) => `v1.${s}`),
      fc.base64String().map((s) => `v1.${s.replace(/=+$/, '')}`),
      tampered,
    );
    await fc.assert(
      fc.asyncProperty(anyFragment, async (fragment) => {
        const result = await decodePermalink(fragment);
        expect(typeof result.ok).toBe('boolean');
        if (!result.ok) expect(result.error.message.length).toBeGreaterThan(10);
      }),
      { numRuns: 300 },
    );
  });

  it('rejects a 5 MB fragment by its length, before decoding it', async () => {
    const fragment = `v1.${'A'.repeat(5 * 1024 * 1024)}`;
    const result = await decodePermalink(fragment);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    // 'A…' decodes to zero bytes, which would be bad-compression had it been decoded.
    expect(result.error.code).toBe('too-large');
    expect(result.error.message).toContain(String(fragment.length));
  });

  it('stops a decompression bomb (50 MB of zeros) at the cap without allocating it', async () => {
    const { deflateRaw } = await import('../../src/share/compression.ts');
    const { encodeBase64Url } = await import('../../src/share/base64url.ts');
    const compressed = await deflateRaw(new Uint8Array(50 * 1024 * 1024));
    const fragment = `v1.${encodeBase64Url(compressed)}`;
    expect(fragment.length).toBeLessThan(SHARE_LIMITS.maxFragmentChars);
    const before = process.memoryUsage().arrayBuffers;
    const result = await decodePermalink(fragment);
    const grown = process.memoryUsage().arrayBuffers - before;
    expect(!result.ok && result.error.code).toBe('too-large');
    expect(grown).toBeLessThan(16 * 1024 * 1024);
  });

  it('stops a bomb hidden inside a valid JSON string', async () => {
    const fragment = await v1FromJson(`{"t":"${'a'.repeat(SHARE_LIMITS.maxPayloadBytes)}"}`);
    const result = await decodePermalink(fragment);
    expect(!result.ok && result.error.code).toBe('too-large');
  });

  it('reports bytes that are not UTF-8 as bad encoding', async () => {
    const { v1FromBytes } = await import('./helpers.ts');
    const fragment = await v1FromBytes(
      new Uint8Array([0x7b, 0x22, 0x74, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]),
    );
    const result = await decodePermalink(fragment);
    expect(!result.ok && result.error.code).toBe('bad-encoding');
  });

  it.each(['not json', '{"t":', "{'t':'x'}", '{"t":"x"}garbage'])(
    'reports %j as bad JSON',
    async (json) => {
      const result = await decodePermalink(await v1FromJson(json));
      expect(!result.ok && result.error.code).toBe('bad-json');
    },
  );

  it.each([
    '[]',
    'null',
    '1',
    '"text"',
    '{"t":1}',
    '{"t":null}',
    '{"t":["x"]}',
    '{"a":"Googlebot"}',
    '{"a":[1]}',
    '{"a":{"0":"x","length":1}}',
    '{"u":[null]}',
    '{"u":["/a",["/b"]]}',
    '{"m":"bing"}',
    '{"m":"Google"}',
    '{"m":1}',
    '{"h":[]}',
    '{"p":{}}',
    '{"p":true}',
  ])('reports %j as the wrong shape', async (json) => {
    const result = await decodePermalink(await v1FromJson(json));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('bad-shape');
    expect(result.error.message).toMatch(/^The link's data is not a playground state: .+\.$/);
  });

  it('reports lists and fields over the limits as too large', async () => {
    const many = JSON.stringify({
      a: Array.from({ length: SHARE_LIMITS.maxListItems + 1 }, () => 'x'),
    });
    const long = JSON.stringify({ u: ['x'.repeat(SHARE_LIMITS.maxFieldChars + 1)] });
    const host = JSON.stringify({ h: 'x'.repeat(SHARE_LIMITS.maxFieldChars + 1) });
    for (const json of [many, long, host]) {
      const result = await decodePermalink(await v1FromJson(json));
      expect(!result.ok && result.error.code).toBe('too-large');
    }
  });

  it('ignores unknown keys', async () => {
    const result = await decodePermalink(await v1FromJson('{"t":"x","zz":[1,2],"future":{}}'));
    expect(result).toEqual({ ok: true, state: state({ text: 'x' }), version: 1 });
  });

  it('does not let __proto__ or constructor keys pollute anything', async () => {
    const json =
      '{"__proto__":{"polluted":"yes","t":"evil"},"constructor":{"prototype":{"polluted":"yes"}},"t":"ok","a":["x"]}';
    const result = await decodePermalink(await v1FromJson(json));
    expect(result).toEqual({ ok: true, state: state({ text: 'ok', agents: ['x'] }), version: 1 });
    if (!result.ok) return;
    expect(Object.getPrototypeOf(result.state)).toBe(Object.prototype);
    expect(Object.keys(result.state).sort()).toEqual([
      'agent',
      'agents',
      'host',
      'mode',
      'panel',
      'text',
      'url',
      'urls',
    ]);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('reads a __proto__ key as no field rather than as the text', async () => {
    const result = await decodePermalink(await v1FromJson('{"__proto__":{"t":"evil"}}'));
    expect(result).toEqual({ ok: true, state: defaultShareState(), version: 1 });
  });

  it('gives messages that never echo the link', async () => {
    const result = await decodePermalink(await v1FromJson('{"t":"<script>x</script>","m":5}'));
    expect(!result.ok && result.error.message).not.toContain('<script>');
  });
});

describe('decodePermalink called from untyped code', () => {
  it.each([undefined, null, 42, {}])('reports %j as empty instead of throwing', async (value) => {
    const result = await decodePermalink(value as unknown as string);
    expect(!result.ok && result.error.code).toBe('empty');
  });
});

describe('v2: the selection, as indexes', () => {
  it('reads the selected agent and URL as the entries their indexes name', async () => {
    const json = '{"a":["A","B","C"],"u":["/x","/y"],"sa":2,"su":1}';
    const result = await decodePermalink(await v2FromJson(json));
    expect(result).toEqual({
      ok: true,
      state: state({ agents: ['A', 'B', 'C'], urls: ['/x', '/y'], agent: 'C', url: '/y' }),
      version: 2,
    });
  });

  it.each([
    ['past the end of its list', '{"a":["A"],"sa":1}'],
    ['negative', '{"a":["A","B"],"sa":-1}'],
    ['not a whole number', '{"u":["/x","/y"],"su":0.5}'],
    ['a string', '{"u":["/x","/y"],"su":"1"}'],
    ['over the list cap without a list', `{"sa":${SHARE_LIMITS.maxListItems}}`],
  ])('refuses a selection %s as a damaged link', async (_what, json) => {
    const result = await decodePermalink(await v2FromJson(json));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('bad-shape');
    expect(result.error.message).toMatch(
      /^The link's data is not a playground state: the selected (user agent|URL) is not one of its (user agents|URLs)\.$/,
    );
  });

  it('opens an index into the default list on its first entry, as before', async () => {
    const result = await decodePermalink(await v2FromJson('{"t":"x","sa":7}'));
    expect(result).toEqual({ ok: true, state: state({ text: 'x' }), version: 2 });
  });

  it('reads an explicit 0, and -0, as the first entry', async () => {
    for (const json of ['{"a":["A","B"],"sa":0}', '{"a":["A","B"],"sa":-0}']) {
      const result = await decodePermalink(await v2FromJson(json));
      expect(result).toEqual({ ok: true, state: state({ agents: ['A', 'B'] }), version: 2 });
    }
  });

  it('ignores v2 keys in a v1 link: v1 never had a selection', async () => {
    const result = await decodePermalink(await v1FromJson('{"a":["A","B"],"sa":1}'));
    expect(result).toEqual({ ok: true, state: state({ agents: ['A', 'B'] }), version: 1 });
  });
});

describe('v3: the question, as strings', () => {
  it('reads the agent and URL asked about, in the lists or not', async () => {
    const json = '{"a":["A"],"qa":"Mozilla/5.0 (compatible; B/1)","qu":"/z"}';
    const result = await decodePermalink(await v3FromJson(json));
    expect(result).toEqual({
      ok: true,
      state: state({ agents: ['A'], agent: 'Mozilla/5.0 (compatible; B/1)', url: '/z' }),
      version: 3,
    });
  });

  it.each([
    ['a number', '{"qa":1}', 'bad-shape'],
    ['a list', '{"qu":["/x"]}', 'bad-shape'],
    ['too long', `{"qa":"${'x'.repeat(SHARE_LIMITS.maxFieldChars + 1)}"}`, 'too-large'],
  ])('refuses a question that is %s', async (_what, json, code) => {
    const result = await decodePermalink(await v3FromJson(json));
    expect(!result.ok && result.error.code).toBe(code);
  });

  it('does not write a question longer than a link holds', async () => {
    await expect(
      encodePermalink(state({ agent: 'x'.repeat(SHARE_LIMITS.maxFieldChars + 1) })),
    ).rejects.toThrow(RangeError);
  });

  it('ignores v2 indexes in a v3 link', async () => {
    const result = await decodePermalink(await v3FromJson('{"a":["A","B"],"sa":1}'));
    expect(result).toEqual({ ok: true, state: state({ agents: ['A', 'B'] }), version: 3 });
  });
});

describe('v4: the expectations', () => {
  const expectations = [
    { expected: 'disallowed' as const, agent: 'GPTBot', url: '/blog/' },
    {
      expected: 'allowed' as const,
      agent: 'Googlebot',
      url: 'https://example.com/',
      mode: 'rfc' as const,
    },
  ];

  it('round-trips the expectations, in order, with their readings', async () => {
    const fragment = await encodePermalink({ ...state({ text: 'x' }), expectations });
    expect(fragment.startsWith('v4.')).toBe(true);
    const result = await decodePermalink(fragment);
    expect(result).toEqual({
      ok: true,
      state: { ...state({ text: 'x' }), expectations },
      version: 4,
    });
  });

  it('reads the expectations file format, comments and blank lines included', async () => {
    const x =
      '# must hold\\ndisallow GPTBot /blog/\\n\\nALLOW Googlebot https://example.com/ RFC\\n';
    const result = await decodePermalink(await v4FromJson(`{"x":"${x}"}`));
    expect(result).toEqual({ ok: true, state: { ...state({}), expectations }, version: 4 });
  });

  it('refuses a link with a line that is no expectation, naming the line', async () => {
    const result = await decodePermalink(await v4FromJson('{"x":"allow A /a\\nmaybe B /b\\n"}'));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('bad-shape');
    expect(result.error.message).toMatch(/line 2: "maybe" is not a verdict/);
  });

  it('refuses expectations that are not a string', async () => {
    const result = await decodePermalink(await v4FromJson('{"x":[{"agent":"A"}]}'));
    expect(!result.ok && result.error.code).toBe('bad-shape');
  });

  it('leaves expectations out of a state that has none, and older links carry none', async () => {
    const fragment = await encodePermalink(state({ text: 'x' }));
    const now = await decodePermalink(fragment);
    expect(now.ok && 'expectations' in now.state).toBe(false);
    const v3 = await decodePermalink(await v3FromJson('{"t":"x","x":"allow A /a"}'));
    expect(v3).toEqual({ ok: true, state: state({ text: 'x' }), version: 3 });
  });
});
