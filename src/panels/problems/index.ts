// The Problems panel's face: lint findings with counts, filters, jumps, fixes and
// the rule reference.

export { ProblemsPanel } from './problems-panel.tsx';
