// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderHoverInfo } from '../../src/editor/hover.ts';
import { toCmDiagnostic } from '../../src/editor/diagnostics.ts';

describe('renderHoverInfo', () => {
  it('builds the DOM with text only, so markup in the file stays text', () => {
    const dom = renderHoverInfo({
      from: 0,
      to: 1,
      title: '<img src=x onerror=alert(1)>',
      lines: ['<b>bold</b>'],
    });
    expect(dom.querySelector('img')).toBeNull();
    expect(dom.querySelector('b')).toBeNull();
    expect(dom.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(dom.querySelectorAll('p')).toHaveLength(1);
  });
});

describe('code spans in tooltips and the lint panel', () => {
  it('renders a hover line’s code spans as code elements, no backticks left', () => {
    const dom = renderHoverInfo({
      from: 0,
      to: 1,
      title: 't',
      lines: ['Write `Disallow: /` here.'],
    });
    expect(dom.querySelector('code')?.textContent).toBe('Disallow: /');
    expect(dom.textContent).not.toContain('`');
    expect(dom.textContent).toBe('tWrite Disallow: / here.');
  });

  it('gives each diagnostic a renderMessage with code elements (hover tooltip, F8 panel)', () => {
    const d = toCmDiagnostic(
      {
        id: 'directive-typo',
        severity: 'error',
        from: 0,
        to: 7,
        line: 1,
        message: '`Disalow` is a misspelling of `Disallow`: <b>x</b>',
      },
      10,
    );
    const host = document.createElement('div');
    host.appendChild(d.renderMessage?.(undefined as never) as Node);
    expect([...host.querySelectorAll('code')].map((c) => c.textContent)).toEqual([
      'Disalow',
      'Disallow',
    ]);
    expect(host.textContent).not.toContain('`');
    expect(host.querySelector('b')).toBeNull();
  });
});
