// The Compare view's face: the file against another version of it, every verdict
// that flips and the text that changed.

export { ComparePanel, type CompareSources } from './compare-panel.tsx';
