import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import {
  ROBOTS_HIGHLIGHT_STYLES,
  ROBOTS_PALETTES,
  robotsTheme,
  robotsThemeCompartment,
  robotsThemeEffect,
} from '../../src/editor/theme.ts';
import { robotsTags } from '../../src/editor/language.ts';
import type { RobotsScheme } from '../../src/editor/theme.ts';

// WCAG 2.1 relative luminance and contrast ratio.
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe.each(['light', 'dark'] as const)('%s theme', (scheme: RobotsScheme) => {
  const palette = ROBOTS_PALETTES[scheme];

  it('keeps every token colour at WCAG AA contrast on the background and mark backgrounds', () => {
    for (const [type, colour] of Object.entries(palette.tokens)) {
      for (const bg of [
        palette.background,
        palette.groupLine,
        palette.decidingLine,
        palette.activeLine,
      ]) {
        expect(contrast(colour, bg), `${type} ${colour} on ${bg}`).toBeGreaterThanOrEqual(4.5);
      }
    }
    expect(contrast(palette.foreground, palette.background)).toBeGreaterThanOrEqual(7);
  });

  it('styles every robots tag', () => {
    const styled = new Set(ROBOTS_HIGHLIGHT_STYLES[scheme].specs.flatMap((s) => [s.tag].flat()));
    for (const tag of Object.values(robotsTags)) expect(styled.has(tag)).toBe(true);
  });

  it('tells the editor whether it is dark', () => {
    const state = EditorState.create({ extensions: robotsTheme(scheme) });
    expect(state.facet(EditorView.darkTheme)).toBe(scheme === 'dark');
  });
});

describe('focus ring', () => {
  const css = readFileSync(new URL('../../src/app/app.css', import.meta.url), 'utf8');

  it('uses the colour of the app controls’ ring (app.css --focus)', () => {
    const focus = /--focus:\s*light-dark\((#[0-9a-f]{6}),\s*(#[0-9a-f]{6})\)/i.exec(css);
    expect(focus?.slice(1)).toEqual([ROBOTS_PALETTES.light.focus, ROBOTS_PALETTES.dark.focus]);
    expect(css).toMatch(/:focus-visible \{\s*outline: 2px solid var\(--focus\);/);
  });

  it.each(['light', 'dark'] as const)(
    'draws a 2px solid ring on the focused %s editor',
    (scheme) => {
      const state = EditorState.create({ extensions: robotsTheme(scheme) });
      const rules = state
        .facet(EditorView.styleModule)
        .map((m) => m.getRules())
        .join('\n');
      const focused = rules.split('}').find((r) => /\.cm-focused\s*\{/.test(r) && !r.includes('>'));
      expect(focused).toContain(`outline: 2px solid ${ROBOTS_PALETTES[scheme].focus}`);
    },
  );
});

describe('theme compartment', () => {
  it('switches between light and dark', () => {
    let state = EditorState.create({
      extensions: robotsThemeCompartment.of(robotsTheme('light')),
    });
    expect(state.facet(EditorView.darkTheme)).toBe(false);
    state = state.update({ effects: robotsThemeEffect('dark') }).state;
    expect(state.facet(EditorView.darkTheme)).toBe(true);
  });
});
