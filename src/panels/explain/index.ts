// The Explain panel's face.

export { ExplainPanel } from './explain-panel.tsx';
