// The two files the UI benchmark types into, and the agents and URLs it asks about.
// Both stay under the engine's 500 KiB parse limit with the probe group added, so an
// edit anywhere is read. The probe group (`User-agent: probe` / `Disallow: /zz`) is
// where the keystrokes go: with the URL `/zz` selected, typing `y` after `/zz` turns
// the Verdict from Disallowed to Allowed and Backspace turns it back.

/** The line the keystrokes edit; the cursor goes to its end. */
export const PROBE_RULE = 'Disallow: /zz';

/** The probe group: its own agent, so no other group takes part in the verdict. */
const PROBE_GROUP = ['User-agent: probe', PROBE_RULE];

/**
 * File (a): the generated file the benchmark has always used, 180 groups of 60
 * rules (`/g<g>/section-<r>/*.php$`) and a closing `*` group. Returns its lines.
 */
function generatedLines() {
  const lines = [];
  let size = 0;
  let g = 0;
  while (size < 490 * 1024) {
    const group = [`User-agent: bot${String.fromCharCode(97 + (g % 26))}${g}`];
    for (let r = 0; r < 60; r++) {
      group.push(`${r % 3 === 0 ? 'Allow' : 'Disallow'}: /g${g}/section-${r}/*.php$`);
    }
    group.push('');
    for (const line of group) size += line.length + 1;
    lines.push(...group);
    g++;
  }
  lines.push('User-agent: *', 'Disallow: /private/');
  return lines;
}

const EXTS = ['pdf', 'php', 'jpg', 'json', 'html', 'xml'];

/**
 * File (b): about 20,000 short lines in 50 `User-agent: *` groups (which merge into
 * one), rules with `*` and `$`, and a typo or a missing colon on every 12th line so
 * the Problems panel lists over 1,000 findings. Returns its lines.
 */
function starLines() {
  const lines = [];
  let n = 0;
  for (let g = 0; g < 50; g++) {
    if (g > 0) lines.push('');
    lines.push('User-agent: *');
    for (let r = 0; r < 399; r++, n++) {
      const ext = EXTS[n % EXTS.length];
      const dir = `/s${g}/d${r}`;
      if (n % 24 === 5) {
        // Google reads this typo as Disallow; the linter flags it (directive-typo).
        lines.push(`Disalow: ${dir}/*.${ext}$`);
      } else if (n % 24 === 17) {
        // No colon: Google still reads it, RFC 9309 does not (missing-colon).
        lines.push(`Disallow ${dir}/x`);
      } else if (n % 4 === 0) {
        lines.push(`Allow: ${dir}/*?id=`);
      } else if (n % 4 === 1) {
        lines.push(`Disallow: ${dir}/*.${ext}$`);
      } else if (n % 4 === 2) {
        lines.push(`Disallow: ${dir}/*/tmp`);
      } else {
        lines.push(`Disallow: ${dir}/end$`);
      }
    }
  }
  return lines;
}

/** A benchmark file: its text without the probe, and the agents and URLs asked about. */
function describe(id, title, lines, agents, urls) {
  return { id, title, lines, agents, urls };
}

/**
 * The files by id (`a`, `b`). Each has `lines` (without the probe group), `agents`
 * (10, `probe` first so it is the one the Verdict asks about) and `urls` (100,
 * `/zz` first).
 */
export function benchFiles() {
  const aUrls = ['/zz'];
  for (let i = 0; aUrls.length < 100; i++) {
    aUrls.push(`/g${(i * 7) % 180}/section-${i % 60}/${i % 2 ? 'page.php' : 'index.html'}`);
  }
  const bUrls = ['/zz'];
  for (let i = 0; bUrls.length < 100; i++) {
    const ext = EXTS[i % EXTS.length];
    bUrls.push(`/s${(i * 3) % 50}/d${(i * 11) % 399}/${i % 3 ? `f.${ext}` : 'a/tmp'}?id=${i}`);
  }
  const known = ['Googlebot', 'Bingbot', 'GPTBot', 'ClaudeBot', 'Applebot'];
  return {
    a: describe(
      'a',
      'generated: 180 groups × 60 rules',
      generatedLines(),
      ['probe', 'bota0', 'botb1', 'botz25', 'botq120', ...known],
      aUrls,
    ),
    b: describe(
      'b',
      '20,000 short lines, 50 * groups, * and $, typos',
      starLines(),
      ['probe', ...known, 'DuckDuckBot', 'YandexBot', 'CCBot', 'Bytespider'],
      bUrls,
    ),
  };
}

/**
 * The text of `file` with the probe group at `position` (`end`: the file's last
 * lines, no newline after; `middle`: between two groups halfway down), and the
 * 1-based line of the probe rule.
 */
export function withProbe(file, position) {
  const lines = [...file.lines];
  if (position === 'end') {
    if (lines[lines.length - 1] !== '') lines.push('');
    lines.push(...PROBE_GROUP);
    return { text: lines.join('\n'), probeLine: lines.length };
  }
  // The first group boundary (a blank line) past the middle line.
  let at = Math.floor(lines.length / 2);
  while (at < lines.length && lines[at] !== '') at++;
  lines.splice(at + 1, 0, ...PROBE_GROUP, '');
  return { text: lines.join('\n'), probeLine: at + 3 };
}
