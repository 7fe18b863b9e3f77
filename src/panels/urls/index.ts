// The URL panel's face.

export { UrlsPanel } from './urls-panel.tsx';
