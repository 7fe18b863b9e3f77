// The panels the UI benchmark keeps on screen, and how it tells that each shows its
// content. `selector`/`min`: elements inside the tab panel that mean the content is
// rendered; `pending`: texts shown while the engine has not answered yet (read only
// in small panels: reading a large panel's text every frame would cost more than
// what is measured); `busy`: whether the panel marks itself aria-busy while it
// waits for the worker. A panel without that mark (Agents) cannot say when it has
// caught up with an edit, so only its first content is timed.

/** The panels by tab name, in tab order. */
export const PANELS = [
  {
    tab: 'Agents',
    selector: '[aria-label="Agent list"] > li',
    min: 10,
    pending: ['Waiting for the engine…', 'reading…'],
    busy: false,
  },
  {
    tab: 'URLs',
    selector: '[aria-label="URL results"] > li',
    min: 100,
    pending: [],
    busy: true,
  },
  {
    tab: 'Matrix',
    selector: 'table[aria-label="Matrix"] tbody td',
    min: 1000,
    pending: [],
    busy: true,
  },
  {
    tab: 'Problems',
    selector: '.problem-list > li',
    min: 1,
    pending: [],
    busy: true,
  },
  {
    tab: 'Crawlers',
    selector: 'table[aria-label="Crawlers"] tbody tr',
    min: 1,
    pending: [],
    busy: true,
  },
];

/** The panel the page opens on, so that opening each measured panel is a real click. */
export const START_PANEL = 'examples';
