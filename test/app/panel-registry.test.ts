import { describe, expect, it } from 'vitest';
import { PANELS } from '../../src/app/panel-registry.tsx';
import { PANEL_IDS } from '../../src/state/index.ts';

describe('PANELS', () => {
  it('has one tab per PanelId, in the order of the union', () => {
    expect(PANELS.map((p) => p.id)).toEqual([...PANEL_IDS]);
  });

  it('gives every tab its own label', () => {
    const labels = PANELS.map((p) => p.label);
    expect(new Set(labels).size).toBe(labels.length);
  });

  // A loader pointing at a renamed export resolves to undefined; React would only
  // fail when someone opens that tab.
  it.each(PANELS.map((p) => [p.id, p] as const))(
    '%s loads its module and resolves to a component',
    async (_id, panel) => {
      expect(panel.load).toBeTypeOf('function');
      const component = await panel.load?.();
      expect(component).toBeTypeOf('function');
      // One fetch however often the tab is pointed at.
      expect(await panel.load?.()).toBe(component);
    },
  );
});
