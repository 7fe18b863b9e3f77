// The Agents panel's face.

export { AgentsPanel } from './agents-panel.tsx';
