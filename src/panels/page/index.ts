// The Page view's face: the page's own robots rules (X-Robots-Tag headers, robots
// meta tags, data-nosnippet), read for each crawler after robots.txt let it in.

export { PagePanel } from './page-panel.tsx';
