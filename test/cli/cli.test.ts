// The command line as a person runs it: the real entry (bin/robots-playground.mjs)
// in a child process, on small files written to a temporary folder.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { decodePermalink } from '../../src/share/index.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const bin = join(root, 'bin/robots-playground.mjs');
const dir = mkdtempSync(join(tmpdir(), 'robots-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, content: string | Uint8Array): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

function run(args: string[], input?: string) {
  const r = spawnSync(process.execPath, [bin, ...args], {
    cwd: dir,
    input: input ?? '',
    encoding: 'utf8',
    env: { ...process.env, ROBOTS_PLAYGROUND_BASE: '' },
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const ROBOTS = file(
  'robots.txt',
  [
    'User-agent: *', // 1
    'Disallow: /private/', // 2
    'Allow: /private/public', // 3
    '', // 4
    'User-agent: GPTBot', // 5
    'Disallow: /', // 6
    '',
  ].join('\n'),
);

describe('robots-playground', () => {
  it('lists its commands with --help, and exits 2 without a command or with an unknown one', () => {
    const help = run(['--help']);
    expect(help.code).toBe(0);
    for (const name of ['check', 'lint', 'test', 'diff', 'link']) {
      expect(help.out).toMatch(new RegExp(`^  ${name} `, 'm'));
    }
    expect(run([]).code).toBe(2);
    const unknown = run(['frobnicate']);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('unknown command "frobnicate"');
  });
});

describe('check', () => {
  it('prints the verdict, the deciding line and why; exits 1 when disallowed', () => {
    const r = run(['check', ROBOTS, '--agent', 'GPTBot', '--url', 'https://example.com/x']);
    expect(r.code).toBe(1);
    expect(r.out).toContain('Disallowed: GPTBot https://example.com/x (google reading)');
    expect(r.out).toContain(`${ROBOTS}:6: Disallow: /`);
    expect(r.out).toContain('GPTBot is named by the group on lines 5–6');
    // The Explain panel's note for the same question.
    expect(r.out).toContain('A named group hides every * rule');
  });

  it('reads standard input and answers in JSON; exits 0 when allowed', () => {
    const r = run(
      ['check', '-', '--agent', 'Googlebot', '--url', '/private/public/a', '--json'],
      'User-agent: *\nDisallow: /private/\nAllow: /private/public\n',
    );
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out) as {
      file: string;
      answers: { verdict: string; deciding: unknown }[];
    };
    expect(json.file).toBe('<stdin>');
    expect(json.answers[0]).toMatchObject({
      verdict: 'allowed',
      deciding: { line: 3, text: 'Allow: /private/public' },
    });
  });

  it('exits 2 on a usage error, pointing at its help', () => {
    const r = run(['check', ROBOTS, '--url', '/']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('missing --agent');
    expect(r.err).toContain('robots-playground check --help');
    expect(run(['check', ROBOTS, '--agent', 'a', '--url', '/', '--mode', 'bing']).code).toBe(2);
    expect(run(['check', ROBOTS, '--agent', 'a', '--url', '/', '--colour']).code).toBe(2);
    const missing = run(['check', join(dir, 'nope.txt'), '--agent', 'a', '--url', '/']);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('no such file');
  });
});

describe('lint', () => {
  it('prints file:line:col severity id message, and exits 1 on an error', () => {
    const path = file('typo.txt', 'User-agent: *\n  Disalow: /tmp\n');
    const r = run(['lint', path]);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(
      new RegExp(`^${path}:2:3 error directive-typo \`Disalow\` is a misspelling`, 'm'),
    );
    expect(r.err).toContain('1 error');
  });

  it('exits 0 on a clean file, and gives the findings in JSON', () => {
    const r = run(['lint', '-', '--json'], 'User-agent: *\nDisallow: /private/\n');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ file: '<stdin>', mode: 'google', errors: 0 });
  });
});

describe('test', () => {
  const EXPECT = file(
    'robots.expect',
    '# what the file must keep doing\ndisallow GPTBot https://example.com/blog/x\nallow Googlebot /private/public\nallow GPTBot /about\n',
  );

  it('exits 1 when an expectation fails, naming it and the deciding line', () => {
    const r = run(['test', ROBOTS, EXPECT]);
    expect(r.code).toBe(1);
    expect(r.out).toContain(`FAIL ${EXPECT}:4: allow GPTBot /about`);
    expect(r.out).toContain('Expected GPTBot to be allowed on /about, but it is disallowed.');
    expect(r.out).toContain(`deciding line ${ROBOTS}:6: Disallow: /`);
    expect(r.out).toContain('FAILED: 2 expectations held, 1 failed');
  });

  it('exits 0 when every expectation holds, reading the robots.txt from standard input', () => {
    const ok = file('ok.expect', 'disallow GPTBot /blog/\nallow Googlebot /\n');
    const r = run(['test', '-', ok, '--json'], 'User-agent: GPTBot\nDisallow: /\n');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ passed: 2, failed: 0, robots: '<stdin>' });
  });

  it('exits 2 on an expectations file it cannot read, with each bad line', () => {
    const bad = file('bad.expect', 'allow GPTBot /\npermit GPTBot /\nallow GPTBot blog\n');
    const r = run(['test', ROBOTS, bad]);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`${bad}:2: "permit" is not a verdict`);
    expect(r.err).toContain(`${bad}:3: "blog" is not a URL`);
  });
});

describe('diff', () => {
  const NEW = file(
    'new.txt',
    'User-agent: *\nDisallow: /private/\n\nUser-agent: GPTBot\nDisallow: /\nAllow: /blog/\n',
  );

  it('prints the verdicts that flip, by agent, with both deciding lines; exits 0', () => {
    const urls = file(
      'urls.txt',
      '# pages that matter\nhttps://example.com/blog/post\n\n/private/public\n',
    );
    const r = run(['diff', ROBOTS, NEW, '--urls', urls, '--agents', 'CCBot,Bingbot']);
    expect(r.code).toBe(0);
    expect(r.out).toContain(
      'GPTBot: 2 verdicts flip\n  https://example.com/blog/post\n    before: disallowed by line 6: Disallow: /\n    after:  allowed by line 6: Allow: /blog/\n',
    );
    expect(r.out).toContain(
      'CCBot: 1 verdict flips\n  /private/public\n    before: allowed by line 3: Allow: /private/public\n    after:  disallowed by line 2: Disallow: /private/\n',
    );
    expect(r.out).toContain('* (any other agent): 1 verdict flips');
    expect(r.out).toMatch(
      /5 verdicts flip for 4 agents \(4 agents × 5 URLs compared, google reading\)/,
    );
  });

  it('exits 1 on a change with --fail-on-change, 0 without one', () => {
    expect(run(['diff', ROBOTS, NEW, '--fail-on-change']).code).toBe(1);
    const same = run(
      ['diff', ROBOTS, '-', '--fail-on-change', '--json'],
      `# reordered\n${'User-agent: GPTBot\nDisallow: /\n'}\nUser-agent: *\nAllow: /private/public\nDisallow: /private/\n`,
    );
    expect(same.code).toBe(0);
    expect(JSON.parse(same.out)).toMatchObject({ count: 0, changes: [] });
  });
});

describe('link', () => {
  it('prints a permalink the playground decodes to the same file and question', async () => {
    const r = run([
      'link',
      ROBOTS,
      '--agent',
      'GPTBot',
      '--url',
      '/x',
      '--mode',
      'rfc',
      '--base',
      'https://robots.example/play/',
    ]);
    expect(r.code).toBe(0);
    const link = r.out.trim();
    expect(link).toMatch(/^https:\/\/robots\.example\/play\/#s=v\d+\./);
    const decoded = await decodePermalink(link.slice(link.indexOf('#s=') + 3));
    expect(decoded).toMatchObject({
      ok: true,
      state: {
        text: 'User-agent: *\nDisallow: /private/\nAllow: /private/public\n\nUser-agent: GPTBot\nDisallow: /\n',
        mode: 'rfc',
        agent: 'GPTBot',
        url: '/x',
      },
    });
  });

  it('defaults to the address npm start serves', () => {
    expect(run(['link', '-'], 'User-agent: *\n').out).toMatch(/^http:\/\/localhost:5173\/#s=v/);
  });
});

describe('input', () => {
  it('reads past 500 KiB as Google does, with a warning', () => {
    const filler = `# ${'x'.repeat(98)}\n`.repeat(5200);
    const big = file('big.txt', `User-agent: *\nDisallow: /early\n${filler}Disallow: /late\n`);
    const early = run(['check', big, '--agent', 'a', '--url', '/early']);
    expect(early.code).toBe(1);
    expect(early.err).toMatch(
      /big\.txt is 525,247 bytes; crawlers read only the first 512,000 \(500 KiB\), so from line 5,072 on it is ignored/,
    );
    expect(run(['check', big, '--agent', 'a', '--url', '/late']).code).toBe(0);
  });

  it('refuses a binary file as the app does, and reads UTF-16 with a warning', () => {
    const png = file(
      'image.png',
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
    );
    const refused = run(['lint', png]);
    expect(refused.code).toBe(2);
    expect(refused.err).toContain('looks like a PNG image, not a robots.txt');
    const utf16 = new Uint8Array([
      0xff,
      0xfe,
      ...Buffer.from('User-agent: *\nDisallow: /x\n', 'utf16le'),
    ]);
    const r = run(['check', file('utf16.txt', utf16), '--agent', 'a', '--url', '/x']);
    expect(r.code).toBe(1);
    expect(r.err).toContain('is UTF-16 (little-endian); crawlers expect UTF-8');
  });
});

// Real files, where the shared corpus sits next to the checkout; never needed.
const corpus = join(root, '../shared/corpus/realworld');
describe.skipIf(!existsSync(corpus))('on real files', () => {
  const files = existsSync(corpus) ? readdirSync(corpus).sort().slice(0, 3) : [];

  it.each(files)('%s: lint, check and diff against itself run to an answer', (name) => {
    const path = join(corpus, name);
    expect([0, 1]).toContain(run(['lint', path]).code);
    expect([0, 1]).toContain(run(['check', path, '--agent', 'Googlebot', '--url', '/']).code);
    const diff = run(['diff', path, path, '--fail-on-change']);
    expect(diff.code).toBe(0);
    expect(diff.out).toContain('No verdict flips');
  });
});
