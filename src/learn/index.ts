// The learning material's one entry point: the examples gallery and the guided
// lesson, as pure data and functions (no DOM, no React, no storage).

export * from './examples.ts';
export * from './lesson.ts';
export * from './lesson-reason.ts';
