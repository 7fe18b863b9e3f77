// The panel tabs, in display order. Each panel lives in src/panels/<name>/ and
// reads the store itself; this table is the only place that knows them all.

import type { ComponentType } from 'react';
import type { PanelId } from '../state/index.ts';
import { SharePanel } from '../panels/share/index.ts';
import { ExamplesPanel } from '../panels/examples/index.ts';
import { LessonPanel } from '../panels/lesson/index.ts';
import { ProblemsPanel } from '../panels/problems/index.ts';
import { AgentsPanel } from '../panels/agents/index.ts';
import { UrlsPanel } from '../panels/urls/index.ts';
import { MatrixPanel } from '../panels/matrix/index.ts';
import { ExplainPanel } from '../panels/explain/index.ts';
import { CrawlersPanel } from '../panels/crawlers/index.ts';
import { PolicyPanel } from '../panels/policy/index.ts';
import { ProblemCount } from './problem-count.tsx';

/** One tab: its id (also used in permalinks), label, component and optional badge. */
export interface PanelEntry {
  id: PanelId;
  label: string;
  component: ComponentType;
  /**
   * Shown after the label (e.g. a count), kept out of the tab's name; it renders an
   * element with the given `id` that describes the tab (aria-describedby).
   */
  badge?: ComponentType<{ id: string }>;
}

/** Every panel shown as a tab, in order. */
export const PANELS: readonly PanelEntry[] = [
  { id: 'agents', label: 'Agents', component: AgentsPanel },
  { id: 'urls', label: 'URLs', component: UrlsPanel },
  { id: 'matrix', label: 'Matrix', component: MatrixPanel },
  { id: 'explain', label: 'Explain', component: ExplainPanel },
  { id: 'problems', label: 'Problems', component: ProblemsPanel, badge: ProblemCount },
  { id: 'crawlers', label: 'Crawlers', component: CrawlersPanel },
  { id: 'policy', label: 'Policy', component: PolicyPanel },
  { id: 'share', label: 'Share', component: SharePanel },
  { id: 'examples', label: 'Examples', component: ExamplesPanel },
  { id: 'lesson', label: 'Lesson', component: LessonPanel },
];
