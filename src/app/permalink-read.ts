// Reading a link: what `#s=…`, `#example=<id>` or `#lesson=<id>` asks to show (the
// store fields and the banner's sentence), or why it cannot be shown. The codec and
// the learning material are fetched the first time a link needs them.

import { initFromShare, type StartupLink } from '../share/index.ts';
import { loadLearning } from '../learn/load.ts';
import type { PlaygroundInit } from '../state/index.ts';
import { loadPermalinkCodec } from './permalink-codec.ts';

/** What a link asks to show: the store fields to set and the banner sentence. */
export interface Linked {
  init: Required<Pick<PlaygroundInit, 'text' | 'panel'>> & PlaygroundInit;
  message: string;
}

// Said when a link's code or material could not be fetched (offline, a new release).
const NOT_FETCHED =
  'The part of the playground that reads this link could not be downloaded; check the connection and open the link again.';

/**
 * What `link` asks to show, or why it cannot be shown (a damaged link, an unknown
 * example or step, code that could not be fetched). Never rejects.
 */
export async function readLink(link: StartupLink): Promise<Linked | { error: string }> {
  try {
    return await readLinkWith(link);
  } catch {
    return { error: NOT_FETCHED };
  }
}

async function readLinkWith(link: StartupLink): Promise<Linked | { error: string }> {
  switch (link.kind) {
    case 'state': {
      const { decodePermalink } = await loadPermalinkCodec();
      const result = await decodePermalink(link.payload);
      if (!result.ok) return { error: result.error.message };
      const init = initFromShare(result.state);
      return {
        init: { ...init, text: init.text ?? '', panel: init.panel ?? 'agents' },
        message: 'You are looking at a shared link.',
      };
    }
    case 'example': {
      const { findExample, exampleShownMessage } = await loadLearning();
      const example = findExample(link.id);
      if (!example) {
        return {
          error:
            'The link asks for an example this playground does not have; it may come from another release.',
        };
      }
      return {
        init: {
          text: example.text,
          agents: example.agents,
          urls: example.urls,
          mode: example.mode ?? 'google',
          panel: 'examples',
        },
        message: exampleShownMessage(example),
      };
    }
    case 'lesson': {
      const { findLessonStep, lessonShownMessage } = await loadLearning();
      const step = findLessonStep(link.id);
      if (!step) {
        return {
          error:
            'The link asks for a lesson step this playground does not have; it may come from another release.',
        };
      }
      // Only the file and the lesson: the Lesson panel asks the step's question itself,
      // with the answer kept back until the learner has answered.
      return {
        init: { text: step.text, panel: 'lesson' },
        message: lessonShownMessage(step),
      };
    }
  }
}
