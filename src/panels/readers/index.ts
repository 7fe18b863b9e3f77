// The Readers view's face: where Google's parser, RFC 9309, the 1994 convention
// and the robots-parser package read the same file differently.

export { ReadersPanel } from './readers-panel.tsx';
