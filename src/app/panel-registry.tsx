// The panel tabs, in display order. Each panel lives in src/panels/<name>/ and
// reads the store itself; this table is the only place that knows them all.

import type { ComponentType } from 'react';
import type { PanelId } from '../state/index.ts';
import { ProblemsPanel } from '../panels/problems/index.ts';

/** One tab: its id (also used in permalinks), label and component. */
export interface PanelEntry {
  id: PanelId;
  label: string;
  component: ComponentType;
}

/** Every panel shown as a tab, in order. */
export const PANELS: readonly PanelEntry[] = [
  { id: 'problems', label: 'Problems', component: ProblemsPanel },
];
