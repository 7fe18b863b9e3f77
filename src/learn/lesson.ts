// The guided lesson: short steps on group selection and precedence for someone
// who has never read RFC 9309, plus the pure logic of a learner's progress
// (answer, save, restore, what comes next). No DOM, no storage: the UI keeps
// the serialized progress wherever it likes and passes it back here.
//
// Each step carries a machine-checkable `check` that test/learn/lesson.test.ts
// compares with the engine, so the lesson never teaches a verdict the
// playground contradicts.

import { plainTitle } from './examples.ts';

/** One answer a learner can pick. */
export interface LessonChoice {
  /** Stable within its step; stored in saved progress. */
  readonly id: string;
  /** What the learner reads (may contain Markdown code spans). */
  readonly label: string;
  /** For "which group" questions: the start lines (1-based) of the groups this choice claims. */
  readonly groupStartLines?: readonly number[];
}

/**
 * What the engine must confirm about a step. `verdict`: the answer is
 * `'allowed'` or `'disallowed'` and matches `evaluate(...).allowed`. `group`:
 * the answer choice's `groupStartLines` are the start lines of the selected
 * groups. `token`: the answer choice id is the name (lower-cased) that the
 * parser keeps from the User-agent value on `line`.
 */
export type LessonCheck =
  | {
      readonly kind: 'verdict';
      readonly agent: string;
      readonly url: string;
      readonly allowed: boolean;
    }
  | { readonly kind: 'group'; readonly agent: string; readonly groupStartLines: readonly number[] }
  | { readonly kind: 'token'; readonly line: number; readonly token: string };

/** One step: a little theory, a small file, one question. */
export interface LessonStep {
  /** Stable kebab-case id, used in links and in saved progress; never renamed. */
  readonly id: string;
  readonly title: string;
  /** Shown before the question: short, plain words. */
  readonly explanation: string;
  /** The robots.txt of this step (LF line ends, final newline). */
  readonly text: string;
  readonly question: string;
  readonly kind: 'choice';
  readonly choices: readonly LessonChoice[];
  /** The id of the right choice. */
  readonly answer: string;
  /** The agent the playground shows after the answer. */
  readonly agent: string;
  /** The URL the playground shows (and whose deciding line it highlights) after the answer. */
  readonly url: string;
  /** One sentence shown after the answer. */
  readonly takeaway: string;
  /** The RFC 9309 section behind the step, e.g. `'§2.2.1'`. */
  readonly rfc: string;
  /** What the engine confirms; see LessonCheck. */
  readonly check?: LessonCheck;
}

const file = (...lines: string[]): string => lines.join('\n') + '\n';
const url = (path: string): string => 'https://example.com' + path;

/** The two choices of every "is this URL allowed?" step. */
export const VERDICT_CHOICES: readonly LessonChoice[] = [
  { id: 'allowed', label: 'Allowed' },
  { id: 'disallowed', label: 'Disallowed' },
];

/** The steps of the lesson, in order. */
export const LESSON_STEPS: readonly LessonStep[] = [
  {
    id: 'names-ignore-case',
    title: 'A group names a crawler',
    explanation:
      'A robots.txt is a list of groups. A group starts with a `User-agent` line naming a crawler by its product token, a short name such as `ExampleBot`. Then come its rules: a `Disallow` line gives the start of paths the crawler should not fetch. Names are compared without regard to upper and lower case.',
    text: file('User-agent: examplebot', 'Disallow: /private/'),
    question: 'Is /private/notes.txt allowed for ExampleBot?',
    kind: 'choice',
    choices: VERDICT_CHOICES,
    answer: 'disallowed',
    agent: 'ExampleBot',
    url: url('/private/notes.txt'),
    takeaway: '`examplebot`, `ExampleBot` and `EXAMPLEBOT` are the same name to a crawler.',
    rfc: '§2.2.1',
    check: { kind: 'verdict', agent: 'ExampleBot', url: url('/private/notes.txt'), allowed: false },
  },
  {
    id: 'several-names-one-group',
    title: 'Several names, one group',
    explanation:
      'A group can start with several `User-agent` lines in a row. Every crawler named there shares the rules below them.',
    text: file('User-agent: ExampleBot', 'User-agent: OtherBot', 'Disallow: /private/'),
    question: 'Is /private/notes.txt allowed for OtherBot?',
    kind: 'choice',
    choices: VERDICT_CHOICES,
    answer: 'disallowed',
    agent: 'OtherBot',
    url: url('/private/notes.txt'),
    takeaway: 'Stacked `User-agent` lines form one group; its rules apply to every name in it.',
    rfc: '§2.1',
    check: { kind: 'verdict', agent: 'OtherBot', url: url('/private/notes.txt'), allowed: false },
  },
  {
    id: 'own-group-beats-star',
    title: 'Its own group, or `*`',
    explanation:
      '`User-agent: *` is the group for every crawler without a group of its own. A crawler first looks for a group that names it, and uses `*` only when there is none.',
    text: file('User-agent: *', 'Disallow: /', '', 'User-agent: ExampleBot', 'Disallow: /tmp/'),
    question: 'Which group does ExampleBot obey?',
    kind: 'choice',
    choices: [
      { id: 'star', label: 'The `*` group (lines 1–2)', groupStartLines: [1] },
      { id: 'own', label: 'The ExampleBot group (lines 4–5)', groupStartLines: [4] },
      { id: 'both', label: 'Both groups together', groupStartLines: [1, 4] },
    ],
    answer: 'own',
    agent: 'ExampleBot',
    url: url('/tmp/cache.txt'),
    takeaway: 'A group that names the crawler wins over `*`, wherever it sits in the file.',
    rfc: '§2.2.1',
    check: { kind: 'group', agent: 'ExampleBot', groupStartLines: [4] },
  },
  {
    id: 'named-group-hides-star',
    title: 'A named group hides `*`',
    explanation:
      'Once a group names a crawler, the crawler reads that group and nothing else. The rules under `*` are not added on top.',
    text: file(
      'User-agent: *',
      'Disallow: /admin/',
      '',
      'User-agent: ExampleBot',
      'Disallow: /drafts/',
    ),
    question: 'Is /admin/ allowed for ExampleBot?',
    kind: 'choice',
    choices: VERDICT_CHOICES,
    answer: 'allowed',
    agent: 'ExampleBot',
    url: url('/admin/'),
    takeaway: 'A named group replaces `*` completely; repeat shared rules in it if you need them.',
    rfc: '§2.2.1',
    check: { kind: 'verdict', agent: 'ExampleBot', url: url('/admin/'), allowed: true },
  },
  {
    id: 'same-name-groups-merge',
    title: 'Two groups with the same name',
    explanation:
      'Sometimes a file names the same crawler in two places, often because two people edited it. The crawler then combines the rules of every group that names it.',
    text: file(
      'User-agent: ExampleBot',
      'Disallow: /a/',
      '',
      'User-agent: *',
      'Disallow: /',
      '',
      'User-agent: ExampleBot',
      'Disallow: /b/',
    ),
    question: 'Which lines does ExampleBot obey?',
    kind: 'choice',
    choices: [
      { id: 'first', label: 'Only lines 1–2', groupStartLines: [1] },
      { id: 'last', label: 'Only lines 7–8', groupStartLines: [7] },
      { id: 'merged', label: 'Lines 1–2 and 7–8, combined', groupStartLines: [1, 7] },
      { id: 'all', label: 'All three groups', groupStartLines: [1, 4, 7] },
    ],
    answer: 'merged',
    agent: 'ExampleBot',
    url: url('/b/page'),
    takeaway: 'Groups that name the same crawler are merged into one.',
    rfc: '§2.2.1',
    check: { kind: 'group', agent: 'ExampleBot', groupStartLines: [1, 7] },
  },
  {
    id: 'no-group-means-allowed',
    title: 'No group at all',
    explanation:
      'When no group names the crawler and there is no `*` group either, no rule applies to it. A robots.txt only takes away; it never has to grant.',
    text: file('User-agent: OtherBot', 'Disallow: /'),
    question: 'Is /page allowed for ExampleBot?',
    kind: 'choice',
    choices: VERDICT_CHOICES,
    answer: 'allowed',
    agent: 'ExampleBot',
    url: url('/page'),
    takeaway: 'No matching group and no `*` group: everything is allowed.',
    rfc: '§2.2.1',
    check: { kind: 'verdict', agent: 'ExampleBot', url: url('/page'), allowed: true },
  },
  {
    id: 'longest-match-wins',
    title: 'The longest rule wins',
    explanation:
      'A rule matches when its path is the start of the URL’s path. When several rules match, the one with the most characters wins, whether it says Allow or Disallow.',
    text: file('User-agent: *', 'Disallow: /shop/', 'Allow: /shop/help/'),
    question: 'Is /shop/help/returns allowed?',
    kind: 'choice',
    choices: VERDICT_CHOICES,
    answer: 'allowed',
    agent: 'ExampleBot',
    url: url('/shop/help/returns'),
    takeaway: 'The most specific rule, the one with the most characters, decides.',
    rfc: '§2.2.2',
    check: { kind: 'verdict', agent: 'ExampleBot', url: url('/shop/help/returns'), allowed: true },
  },
  {
    id: 'tie-goes-to-allow',
    title: 'A tie goes to Allow',
    explanation:
      'To compare rules, count their characters; a `*` counts as one. When an Allow rule and a Disallow rule match with the same length, the Allow rule wins.',
    text: file('User-agent: *', 'Disallow: /*.php', 'Allow: /index'),
    question: 'Is /index.php allowed?',
    kind: 'choice',
    choices: VERDICT_CHOICES,
    answer: 'allowed',
    agent: 'ExampleBot',
    url: url('/index.php'),
    takeaway: 'Both rules have 6 characters, and a tie between Allow and Disallow goes to Allow.',
    rfc: '§2.2.2',
    check: { kind: 'verdict', agent: 'ExampleBot', url: url('/index.php'), allowed: true },
  },
  {
    id: 'star-and-dollar',
    title: 'Wildcards: `*` and `$`',
    explanation:
      'Two characters are special in rules. `*` stands for any run of characters, even none. `$` at the very end means the path must end right there.',
    text: file('User-agent: *', 'Disallow: /*.pdf$'),
    question: 'Is /files/report.pdf?download=1 allowed?',
    kind: 'choice',
    choices: VERDICT_CHOICES,
    answer: 'allowed',
    agent: 'ExampleBot',
    url: url('/files/report.pdf?download=1'),
    takeaway:
      '`$` pins the end: anything after `.pdf`, even a query string, lets the URL escape the rule.',
    rfc: '§2.2.3',
    check: {
      kind: 'verdict',
      agent: 'ExampleBot',
      url: url('/files/report.pdf?download=1'),
      allowed: true,
    },
  },
  {
    id: 'order-does-not-matter',
    title: 'Rule order does not matter',
    explanation:
      'Some old crawlers stopped at the first rule that matched. Crawlers that follow RFC 9309 read every rule of the group and pick the longest match, so the order of rules inside a group changes nothing.',
    text: file('User-agent: *', 'Allow: /', 'Disallow: /private/'),
    question: 'Is /private/plan.txt allowed?',
    kind: 'choice',
    choices: VERDICT_CHOICES,
    answer: 'disallowed',
    agent: 'ExampleBot',
    url: url('/private/plan.txt'),
    takeaway: 'Line 2 comes first, but line 3 is longer, so line 3 decides.',
    rfc: '§2.2.2',
    check: { kind: 'verdict', agent: 'ExampleBot', url: url('/private/plan.txt'), allowed: false },
  },
  {
    id: 'blank-lines-keep-group',
    title: 'Blank lines do not end a group',
    explanation:
      'Blank lines make a file easier to read, but they do not end a group. A group ends only where a new `User-agent` line follows its rules.',
    text: file('User-agent: ExampleBot', '', 'Disallow: /tmp/', '', 'User-agent: *', 'Disallow: /'),
    question: 'Is /tmp/upload.bin allowed for ExampleBot?',
    kind: 'choice',
    choices: VERDICT_CHOICES,
    answer: 'disallowed',
    agent: 'ExampleBot',
    url: url('/tmp/upload.bin'),
    takeaway:
      'Line 3 still belongs to ExampleBot’s group; only a `User-agent` line after rules starts a new one.',
    rfc: '§2.2',
    check: { kind: 'verdict', agent: 'ExampleBot', url: url('/tmp/upload.bin'), allowed: false },
  },
  {
    id: 'paths-are-case-sensitive',
    title: 'Paths are case-sensitive',
    explanation:
      'Crawler names ignore case, but paths do not. A rule’s path must match the URL’s path character for character, capitals included.',
    text: file('User-agent: *', 'Disallow: /Photos/'),
    question: 'Is /photos/cat.jpg allowed?',
    kind: 'choice',
    choices: VERDICT_CHOICES,
    answer: 'allowed',
    agent: 'ExampleBot',
    url: url('/photos/cat.jpg'),
    takeaway: '`/Photos/` and `/photos/` are different paths to a crawler.',
    rfc: '§2.2.2',
    check: { kind: 'verdict', agent: 'ExampleBot', url: url('/photos/cat.jpg'), allowed: true },
  },
  {
    id: 'google-cuts-names',
    title: 'Google cuts names at the first odd character',
    explanation:
      'A product token may contain only letters, `-` and `_`. Google’s parser keeps a `User-agent` value only up to the first other character, such as a digit, a `/` or a space.',
    text: file('User-agent: MJ12bot', 'Disallow: /'),
    question: 'Which name does Google’s parser keep from line 1?',
    kind: 'choice',
    choices: [
      { id: 'mj12bot', label: '`MJ12bot`' },
      { id: 'mj12', label: '`MJ12`' },
      { id: 'mj', label: '`MJ`' },
      { id: 'none', label: 'None: the line is ignored' },
    ],
    answer: 'mj',
    agent: 'MJ',
    url: url('/'),
    takeaway:
      'Google reads `MJ12bot` as `MJ`, so the group names a crawler called MJ; in strict RFC mode the line names no crawler at all, because `MJ12bot` is not a valid product token.',
    rfc: '§2.2.1',
    check: { kind: 'token', line: 1, token: 'mj' },
  },
];

/** The steps keyed by id; `undefined` for an unknown id. */
export const LESSON_STEPS_BY_ID: ReadonlyMap<string, LessonStep> = new Map(
  LESSON_STEPS.map((step) => [step.id, step]),
);

/** The step with this id, or `null` (for an unknown or old id). Never throws. */
export function findLessonStep(id: string): LessonStep | null {
  return LESSON_STEPS_BY_ID.get(id) ?? null;
}

// ---------------------------------------------------------------------------
// Progress

/** What a learner did on one step. */
export interface StepProgress {
  /** The choice picked last. */
  readonly choice: string;
  /** True once the learner has picked the right answer at least once. */
  readonly solved: boolean;
  /** How many answers were given (≥ 1). */
  readonly attempts: number;
}

/** A learner's progress: per step id, what they answered. Plain data, never mutated. */
export interface LessonProgress {
  readonly version: typeof PROGRESS_VERSION;
  /** Only ids of existing steps appear here. */
  readonly steps: Readonly<Partial<Record<string, StepProgress>>>;
}

/** The version written by serializeProgress; parseProgress reads it (and will read every later one). */
export const PROGRESS_VERSION = 1;

// Saved progress is small (a few hundred characters); anything far larger is not ours.
const MAX_SERIALIZED_CHARS = 100_000;
const MAX_ATTEMPTS = 1_000_000;

/** Progress with nothing answered. */
export function freshProgress(): LessonProgress {
  return { version: PROGRESS_VERSION, steps: {} };
}

/**
 * Records the choice `choiceId` for step `stepId`. Returns whether it is the right
 * answer and the new progress (the input is not changed). An unknown step or a
 * choice the step does not offer changes nothing and is not correct. Never throws.
 */
export function answerStep(
  progress: LessonProgress,
  stepId: string,
  choiceId: string,
): { correct: boolean; progress: LessonProgress } {
  const step = LESSON_STEPS_BY_ID.get(stepId);
  if (step === undefined || !step.choices.some((c) => c.id === choiceId)) {
    return { correct: false, progress };
  }
  const correct = choiceId === step.answer;
  const before = progress.steps[stepId];
  const now: StepProgress = {
    choice: choiceId,
    solved: correct || (before?.solved ?? false),
    attempts: Math.min((before?.attempts ?? 0) + 1, MAX_ATTEMPTS),
  };
  return {
    correct,
    progress: { version: PROGRESS_VERSION, steps: { ...progress.steps, [stepId]: now } },
  };
}

/** True once the step has been answered correctly at least once. */
export function isSolved(progress: LessonProgress, stepId: string): boolean {
  return progress.steps[stepId]?.solved === true;
}

/** How many steps are solved, out of `LESSON_STEPS.length`. */
export function solvedCount(progress: LessonProgress): number {
  return LESSON_STEPS.filter((step) => isSolved(progress, step.id)).length;
}

/** The first step, in lesson order, that is not solved yet; `null` when all are. */
export function nextStep(progress: LessonProgress): LessonStep | null {
  return LESSON_STEPS.find((step) => !isSolved(progress, step.id)) ?? null;
}

/** The progress as a short JSON string (`{"v":1,"steps":{…}}`) for local storage. */
export function serializeProgress(progress: LessonProgress): string {
  const steps: Record<string, [string, 0 | 1, number]> = {};
  for (const step of LESSON_STEPS) {
    const p = progress.steps[step.id];
    if (p !== undefined) steps[step.id] = [p.choice, p.solved ? 1 : 0, p.attempts];
  }
  return JSON.stringify({ v: PROGRESS_VERSION, steps });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// One saved step, or null when the entry is not a version-1 entry for this step.
function readStep(step: LessonStep, raw: unknown): StepProgress | null {
  if (!Array.isArray(raw) || raw.length !== 3) return null;
  const [choice, solved, attempts] = raw as unknown[];
  if (typeof choice !== 'string' || !step.choices.some((c) => c.id === choice)) return null;
  if (solved !== 0 && solved !== 1) return null;
  if (typeof attempts !== 'number' || !Number.isInteger(attempts) || attempts < 1) return null;
  return { choice, solved: solved === 1, attempts: Math.min(attempts, MAX_ATTEMPTS) };
}

/**
 * Reads what serializeProgress wrote. Total: `null`, garbage, a foreign or newer
 * version, or a too-long string give fresh progress; entries for unknown steps or
 * unknown choices are dropped one by one. Never throws.
 */
export function parseProgress(text: string | null | undefined): LessonProgress {
  if (typeof text !== 'string' || text.length > MAX_SERIALIZED_CHARS) return freshProgress();
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return freshProgress();
  }
  if (!isRecord(data) || data['v'] !== PROGRESS_VERSION || !isRecord(data['steps'])) {
    return freshProgress();
  }
  const saved = data['steps'];
  const steps: Record<string, StepProgress> = {};
  for (const step of LESSON_STEPS) {
    // Own properties only: a saved `__proto__` or `constructor` key is never a step.
    if (!Object.hasOwn(saved, step.id)) continue;
    const entry = readStep(step, saved[step.id]);
    if (entry !== null) steps[step.id] = entry;
  }
  return { version: PROGRESS_VERSION, steps };
}

/** The banner's sentence while the lesson step `step` is shown. */
export function lessonShownMessage(step: LessonStep): string {
  return `You are looking at the lesson step “${plainTitle(step.title)}”.`;
}
