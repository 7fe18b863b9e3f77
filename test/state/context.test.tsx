// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlaygroundStoreProvider, usePlaygroundStore } from '../../src/state/context';
import { selectAgents, selectMatrix, selectSelectedVerdict } from '../../src/state/selectors';
import { createPlaygroundStore } from '../../src/state/store';
import { FILE, replies } from './fixtures';

function Verdict({ onRender }: { onRender: () => void }) {
  onRender();
  const verdict = usePlaygroundStore(selectSelectedVerdict);
  return (
    <p role="status" aria-label="Verdict">
      {verdict ? `${verdict.allowed ? 'Allowed' : 'Disallowed'} line ${verdict.line}` : 'pending'}
    </p>
  );
}

function Agents() {
  const agents = usePlaygroundStore(selectAgents);
  const matrix = usePlaygroundStore(selectMatrix);
  return (
    <ul aria-label="Agents">
      {agents.map((a, i) => (
        <li key={a}>{`${a}: ${matrix.rows[i]?.filter((v) => v && !v.allowed).length ?? 0}`}</li>
      ))}
    </ul>
  );
}

describe('PlaygroundStoreProvider and usePlaygroundStore', () => {
  it('renders from selectors and follows the store', () => {
    const store = createPlaygroundStore({
      text: FILE,
      agents: ['Googlebot'],
      urls: ['/private/x'],
    });
    let renders = 0;
    render(
      <PlaygroundStoreProvider store={store}>
        <Verdict onRender={() => (renders += 1)} />
        <Agents />
      </PlaygroundStoreProvider>,
    );
    expect(screen.getByRole('status', { name: 'Verdict' }).textContent).toBe('pending');
    const { decisions } = replies(1, { agents: ['Googlebot'], urls: ['/private/x'] });
    act(() => {
      store.getState().applyDecisions(decisions);
    });
    expect(screen.getByRole('status', { name: 'Verdict' }).textContent).toBe('Disallowed line 2');
    expect(screen.getByRole('list', { name: 'Agents' }).textContent).toBe('Googlebot: 1');

    // A change that leaves the verdict equal must not re-render it, although the
    // selector builds a fresh object each time.
    const before = renders;
    act(() => {
      store.getState().setTheme('dark');
      store.getState().setPanel('matrix');
    });
    expect(renders).toBe(before);
  });

  it('throws a clear error outside a provider', () => {
    const Lost = () => <>{usePlaygroundStore(selectAgents).length}</>;
    const spy = console.error;
    console.error = () => undefined;
    try {
      expect(() => render(<Lost />)).toThrow(/PlaygroundStoreProvider/);
    } finally {
      console.error = spy;
    }
  });
});
