import { describe, expect, it } from 'vitest';
import { createPlaygroundStore } from '../../src/state/store';
import { FILE, replies } from './fixtures';

describe('document slice', () => {
  it('increments the revision on each edit, not on a no-op', () => {
    const store = createPlaygroundStore({ text: 'a' });
    expect(store.getState()).toMatchObject({ text: 'a', revision: 1 });
    store.getState().setText('ab');
    store.getState().setText('abc');
    expect(store.getState()).toMatchObject({ text: 'abc', revision: 3 });
    store.getState().setText('abc');
    expect(store.getState().revision).toBe(3);
  });
});

describe('analysis slice: the latest result wins', () => {
  it('applies an analysis of the current revision and records its time', () => {
    const store = createPlaygroundStore({ text: FILE });
    const { analysis } = replies(1);
    expect(store.getState().applyAnalysis(analysis)).toBe(true);
    expect(store.getState().analysis).toBe(analysis.summary);
    expect(store.getState().analysisRevision).toBe(1);
    expect(store.getState().lastAnalysisMs).toBe(analysis.summary.timing.totalMs);
  });

  it('does not apply a stale analysis', () => {
    const store = createPlaygroundStore({ text: FILE });
    const current = replies(2).analysis;
    store.getState().setText(`${FILE}\n`);
    expect(store.getState().applyAnalysis(current)).toBe(true);
    store.getState().setText(`${FILE}\n\n`);
    expect(store.getState().applyAnalysis(replies(2).analysis)).toBe(false);
    expect(store.getState().applyAnalysis(replies(4).analysis)).toBe(false);
    expect(store.getState().analysis).toBe(current.summary);
    expect(store.getState().analysisRevision).toBe(2);
  });

  it('does not apply an analysis made in the other mode', () => {
    const store = createPlaygroundStore({ text: FILE, mode: 'rfc' });
    expect(store.getState().applyAnalysis(replies(1, { mode: 'google' }).analysis)).toBe(false);
    expect(store.getState().applyAnalysis(replies(1, { mode: 'rfc' }).analysis)).toBe(true);
  });

  it('records worker errors of the current revision only; a good analysis clears them', () => {
    const store = createPlaygroundStore();
    const error = { type: 'error', id: 1, request: 'analyze', message: 'boom' } as const;
    expect(store.getState().applyWorkerError({ ...error, revision: 0 })).toBe(false);
    expect(store.getState().applyWorkerError({ ...error, revision: 1 })).toBe(true);
    expect(store.getState().analysisError).toBe('boom');
    store.getState().applyAnalysis(replies(1, { text: '' }).analysis);
    expect(store.getState().analysisError).toBeNull();
  });
});

describe('decisions slice', () => {
  it('applies decisions of the current revision only', () => {
    const store = createPlaygroundStore({ text: FILE });
    const { decisions } = replies(1);
    expect(store.getState().applyDecisions(replies(0).decisions)).toBe(false);
    expect(store.getState().decisions).toBeNull();
    expect(store.getState().applyDecisions(decisions)).toBe(true);
    expect(store.getState().decisions).toBe(decisions);
  });
});

describe('selection slice', () => {
  it('starts from defaults', () => {
    expect(createPlaygroundStore().getState()).toMatchObject({
      agents: ['Googlebot'],
      selectedAgent: 'Googlebot',
      urls: ['/'],
      selectedUrl: '/',
      mode: 'google',
      host: '',
    });
  });

  it('cleans lists: trims, drops blanks and duplicates (agents case-insensitively)', () => {
    const store = createPlaygroundStore();
    store.getState().setAgents([' Googlebot ', '', 'googlebot', 'Bingbot']);
    store.getState().setUrls(['/a', ' /a', '/A', '  ']);
    expect(store.getState().agents).toEqual(['Googlebot', 'Bingbot']);
    expect(store.getState().urls).toEqual(['/a', '/A']);
  });

  it('keeps the question when the lists change: adding, replacing and removing', () => {
    const store = createPlaygroundStore({ agents: ['Googlebot'] });
    store.getState().addAgent('GPTBot');
    store.getState().addAgent('GOOGLEBOT');
    store.getState().addUrl('/x');
    expect(store.getState()).toMatchObject({
      agents: ['Googlebot', 'GPTBot'],
      selectedAgent: 'Googlebot',
      urls: ['/', '/x'],
      selectedUrl: '/',
    });
    store.getState().setAgents(['Bingbot']);
    store.getState().setUrls(['/y']);
    expect(store.getState()).toMatchObject({ selectedAgent: 'Googlebot', selectedUrl: '/' });
    store.getState().removeAgent('bingbot');
    expect(store.getState()).toMatchObject({ agents: [], selectedAgent: 'Googlebot' });
  });

  it('asks about any agent and URL without adding them to the lists', () => {
    const store = createPlaygroundStore({ agents: ['a', 'b'], urls: ['/'], selectedAgent: 'b' });
    expect(store.getState().selectedAgent).toBe('b');
    store.getState().selectAgent(' zzz ');
    store.getState().selectUrl('/elsewhere');
    expect(store.getState()).toMatchObject({
      agents: ['a', 'b'],
      selectedAgent: 'zzz',
      urls: ['/'],
      selectedUrl: '/elsewhere',
    });
    // A blank question part keeps what was asked.
    store.getState().selectAgent('  ');
    expect(store.getState().selectedAgent).toBe('zzz');
  });

  it('starts from a question outside the lists', () => {
    const store = createPlaygroundStore({
      agents: ['a'],
      selectedAgent: 'Other',
      selectedUrl: '/q',
    });
    expect(store.getState()).toMatchObject({
      agents: ['a'],
      selectedAgent: 'Other',
      urls: ['/'],
      selectedUrl: '/q',
    });
  });

  it('keeps an answer back only until another question is asked', () => {
    const store = createPlaygroundStore();
    store.getState().ask({ agent: 'ExampleBot', url: '/p', hideAnswer: true });
    expect(store.getState()).toMatchObject({
      selectedAgent: 'ExampleBot',
      selectedUrl: '/p',
      hideAnswer: true,
    });
    store.getState().selectUrl('/q');
    expect(store.getState().hideAnswer).toBe(false);
  });

  it('sets mode and host', () => {
    const store = createPlaygroundStore();
    store.getState().setMode('rfc');
    store.getState().setHost(' example.com ');
    expect(store.getState()).toMatchObject({ mode: 'rfc', host: 'example.com' });
  });
});

describe('ui slice', () => {
  it('sets panel, theme and soft wrap', () => {
    const store = createPlaygroundStore({ theme: 'dark' });
    expect(store.getState().theme).toBe('dark');
    store.getState().setPanel('matrix');
    store.getState().setTheme('light');
    store.getState().setSoftWrap(true);
    expect(store.getState()).toMatchObject({ panel: 'matrix', theme: 'light', softWrap: true });
  });

  it('shows a new worker message again after the banner was dismissed', () => {
    const store = createPlaygroundStore();
    store.getState().setWorkerStatus({ state: 'restarting', message: 'crashed', restarts: 1 });
    store.getState().dismissWorkerBanner();
    store.getState().setWorkerStatus({ state: 'ready' });
    expect(store.getState().worker).toMatchObject({
      state: 'ready',
      message: 'crashed',
      restarts: 1,
      dismissed: true,
    });
    store
      .getState()
      .setWorkerStatus({ state: 'restarting', message: 'crashed again', restarts: 2 });
    expect(store.getState().worker.dismissed).toBe(false);
  });

  it('does not notify subscribers when the persist status is unchanged', () => {
    const store = createPlaygroundStore();
    let calls = 0;
    store.subscribe(() => (calls += 1));
    store.getState().setPersistStatus({ state: 'saved', message: null });
    store.getState().setPersistStatus({ state: 'saved', message: null });
    expect(calls).toBe(1);
  });
});
