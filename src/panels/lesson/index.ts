// The Lesson panel's face: one component.

export { LessonPanel } from './lesson-panel.tsx';
