// The Matrix panel's face.

export { MatrixPanel } from './matrix-panel.tsx';
