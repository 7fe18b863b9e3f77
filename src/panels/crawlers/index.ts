// The Crawlers panel's face: every registry crawler against the file, with the
// per-category summary, Content-Signal values, filters, sorting and CSV export.

export { CrawlersPanel } from './crawlers-panel.tsx';
