// The Sitemap view's face: which URLs a sitemap lists that the file disallows,
// for which crawlers and by which line.

export { SitemapPanel, type SitemapFileReader } from './sitemap-panel.tsx';
