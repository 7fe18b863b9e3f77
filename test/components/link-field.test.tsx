// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LinkField } from '../../src/components/index.ts';

afterEach(cleanup);

const URL = 'https://example.test/#lesson=one';

function setup(writeText: (text: string) => Promise<void>) {
  const user = userEvent.setup();
  // user-event installs its own clipboard on navigator; replace it afterwards.
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  render(<LinkField label="Step link" button="Copy step link" what="step link" url={URL} />);
  return user;
}

describe('LinkField', () => {
  it('holds the link read-only under its label and says when it was copied', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const user = setup(writeText);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Step link' });
    expect(field.value).toBe(URL);
    expect(field.readOnly).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Copy step link' }));
    expect(writeText).toHaveBeenCalledWith(URL);
    expect(screen.getByRole('status').textContent).toBe(
      'The step link was copied to the clipboard.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says why when the clipboard refuses, and selects the link for a manual copy', async () => {
    const denied = Object.assign(new Error('denied'), { name: 'NotAllowedError' });
    const user = setup(() => Promise.reject(denied));
    await user.click(screen.getByRole('button', { name: 'Copy step link' }));
    expect(screen.getByRole('alert').textContent).toMatch(
      /^The step link was not copied\. The browser did not allow copying/,
    );
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Step link' });
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, URL.length]);
  });
});
