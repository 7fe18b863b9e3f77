import { describe, expect, it } from 'vitest';
import {
  createPlaygroundStore,
  selectIsReportCurrent,
  selectProposal,
  selectReportRows,
  selectReportUrls,
  type ReportReply,
} from '../../src/state/index.ts';
import { createSession } from '../../src/worker/session.ts';
import { reportedStore } from '../support/reported-store.ts';

const TEXT = 'User-agent: GPTBot\nDisallow: /\n';

function reportFor(revision: number, mode: 'google' | 'rfc', urls: string[] = []): ReportReply {
  const session = createSession();
  session.handle({ type: 'analyze', id: 1, revision, text: TEXT, mode: 'google' });
  const reply = session.handle({ type: 'report', id: 2, revision, urls, mode });
  if (reply.type !== 'report') throw new Error('no report');
  return reply;
}

describe('report slice', () => {
  it('applies a report of the current revision and mode', () => {
    const store = createPlaygroundStore({ text: TEXT });
    expect(store.getState().applyReport(reportFor(1, 'google'))).toBe(true);
    expect(
      selectReportRows(store.getState()).find((r) => r.token === 'GPTBot')?.verdicts[0],
    ).toEqual({ allowed: false, fromRule: true, line: 2 });
  });

  it('drops a report of an older revision or of the other mode', () => {
    const store = createPlaygroundStore({ text: TEXT });
    store.getState().setText(TEXT + '\n');
    expect(store.getState().applyReport(reportFor(1, 'google'))).toBe(false);
    expect(store.getState().applyReport(reportFor(2, 'rfc'))).toBe(false);
    expect(store.getState().report).toBeNull();
    expect(store.getState().applyReport(reportFor(2, 'google'))).toBe(true);
  });

  it('keeps the last report after an edit, marked as not current', () => {
    const { store } = reportedStore({ text: TEXT, urls: ['/', '/a'] });
    expect(selectIsReportCurrent(store.getState())).toBe(true);
    expect(selectReportUrls(store.getState())).toEqual(['/', '/a']);
    store.getState().addUrl('/b');
    expect(selectIsReportCurrent(store.getState())).toBe(false);
    store.getState().setUrls(['/a']);
    expect(selectIsReportCurrent(store.getState())).toBe(true);
    store.getState().setText('User-agent: *\nDisallow: /\n');
    expect(selectIsReportCurrent(store.getState())).toBe(false);
    expect(store.getState().report?.revision).toBe(1);
  });

  it('gives the proposal of a category', () => {
    const { store } = reportedStore({ text: TEXT });
    const p = selectProposal('ai-training')(store.getState());
    expect(p?.disallow.tokens).not.toContain('GPTBot');
    expect(p?.disallow.tokens.length).toBeGreaterThan(0);
  });
});
