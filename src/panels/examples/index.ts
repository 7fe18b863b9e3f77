// The Examples panel's face: one component.

export { ExamplesPanel } from './examples-panel.tsx';
