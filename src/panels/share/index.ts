// The Share panel's face: one component.

export { SharePanel } from './share-panel.tsx';
