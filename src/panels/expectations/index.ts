// The Expectations view's face: what the file must keep allowing or disallowing,
// checked by the worker on every edit.

export { ExpectationsPanel } from './expectations-panel.tsx';
