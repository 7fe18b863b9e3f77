// The Policy view's face: what the file's policy amounts to per category, and
// the group a category would need, offered as an undoable edit.

export { PolicyPanel } from './policy-panel.tsx';
