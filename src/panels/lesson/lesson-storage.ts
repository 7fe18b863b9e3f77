// Where the lesson keeps a learner's progress and the step they were on: two keys
// of local storage of our own. Reading and writing never throw; a full or blocked
// storage only means progress does not survive a reload.

import { parseProgress, serializeProgress, type LessonProgress } from '../../learn/index.ts';
import { browserStorage, type StorageLike } from '../../state/index.ts';

/** The key of the saved progress (serializeProgress format). */
export const PROGRESS_KEY = 'robots-playground:lesson-progress';

/** The key of the id of the step last shown. */
export const STEP_KEY = 'robots-playground:lesson-step';

/** The saved progress; fresh progress when there is none or it cannot be read. */
export function loadProgress(storage: StorageLike | null = browserStorage()): LessonProgress {
  return parseProgress(read(storage, PROGRESS_KEY));
}

/** Saves `progress`; returns false when the storage refused it. */
export function saveProgress(
  progress: LessonProgress,
  storage: StorageLike | null = browserStorage(),
): boolean {
  return write(storage, PROGRESS_KEY, serializeProgress(progress));
}

/** The id of the step last shown, or `null`. */
export function loadStepId(storage: StorageLike | null = browserStorage()): string | null {
  return read(storage, STEP_KEY);
}

/** Remembers the step shown; returns false when the storage refused it. */
export function saveStepId(id: string, storage: StorageLike | null = browserStorage()): boolean {
  return write(storage, STEP_KEY, id);
}

function read(storage: StorageLike | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(storage: StorageLike | null, key: string, value: string): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
