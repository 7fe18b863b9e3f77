// The learning material on demand: the examples and the lesson are fetched the
// first time something asks for them (a `#example=` or `#lesson=` link, the
// Examples or Lesson tab), so the page's first download does not carry them.
// Import this module, not ./index.ts, from code that runs at page load.

import type { Example } from './examples.ts';
import type { LessonStep } from './lesson.ts';

type Learning = typeof import('./index.ts');

let learning: Promise<Learning> | null = null;

/**
 * The whole learning module (./index.ts), fetched on first call and shared by later
 * ones. Rejects only when the fetch fails; the next call then tries again.
 */
export function loadLearning(): Promise<Learning> {
  learning ??= import('./index.ts').catch((error: unknown) => {
    learning = null;
    throw error;
  });
  return learning;
}

/** The example with this id (as in `#example=<id>`), or `null`; see loadLearning. */
export async function loadExample(id: string): Promise<Example | null> {
  return (await loadLearning()).findExample(id);
}

/** The lesson step with this id (as in `#lesson=<id>`), or `null`; see loadLearning. */
export async function loadLessonStep(id: string): Promise<LessonStep | null> {
  return (await loadLearning()).findLessonStep(id);
}
