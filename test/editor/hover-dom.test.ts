// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderHoverInfo } from '../../src/editor/hover.ts';

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
