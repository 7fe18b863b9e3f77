// The panels the UI benchmark keeps on screen, and how it tells that each shows its
// content. Long panels draw only the rows in view and state their full size
// (aria-setsize on a row, aria-rowcount/colcount on a table), so the content counts
// as rendered when at least one row is drawn (`selector`) and the stated size covers
// the whole list (`sizes`: [selector, attribute, at least]). `pending`: texts shown
// while the engine has not answered yet (read only in small panels: reading a large
// panel's text every frame would cost more than what is measured). `busy`: whether
// the panel marks itself aria-busy while it waits for the worker. A panel without
// that mark (Agents) cannot say when it has caught up with an edit, so only its
// first content is timed.

/** The panels by tab name, in tab order. */
export const PANELS = [
  {
    tab: 'Agents',
    selector: '[aria-label="Agent list"] > li',
    sizes: [['[aria-label="Agent list"] > li', 'aria-setsize', 10]],
    pending: ['Waiting for the engine…', 'reading…'],
    busy: false,
  },
  {
    tab: 'URLs',
    selector: '[aria-label="URL results"] > li',
    sizes: [['[aria-label="URL results"] > li', 'aria-setsize', 100]],
    pending: [],
    busy: true,
  },
  {
    tab: 'Matrix',
    selector: 'table[aria-label="Matrix"] tbody td',
    sizes: [
      ['table[aria-label="Matrix"]', 'aria-rowcount', 11],
      ['table[aria-label="Matrix"]', 'aria-colcount', 101],
    ],
    pending: [],
    busy: true,
  },
  {
    tab: 'Problems',
    selector: '.problem-list > li',
    sizes: [],
    pending: [],
    busy: true,
  },
  {
    tab: 'Crawlers',
    selector: 'table[aria-label="Crawlers"] tbody tr',
    sizes: [['table[aria-label="Crawlers"]', 'aria-rowcount', 2]],
    pending: [],
    busy: true,
  },
];

/** The panel the page opens on, so that opening each measured panel is a real click. */
export const START_PANEL = 'examples';
