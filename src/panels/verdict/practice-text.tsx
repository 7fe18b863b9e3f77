// The Verdict's sentence about what a registry crawler does in practice, loaded
// when an answer first carries one (a documented fallback group, or a crawler
// that ignores `*`): labelled as the operator's behaviour, with its source.

import type { ReactNode } from 'react';
import { selectPractice, usePlaygroundStore } from '../../state/index.ts';
import { clipForDisplay, LineJump, linesOf } from './verdict-panel.tsx';

/**
 * What the registry crawler `agent` does in practice for `url`, labelled as its
 * operator's documented behaviour with the source: the groups it follows
 * instead, and their verdict. Nothing while the store holds no such reading.
 */
export default function PracticeText(props: { agent: string; url: string }): ReactNode {
  const practice = usePlaygroundStore(selectPractice(props.agent, props.url));
  // Only the line ranges of the groups it follows (see the Verdict's own).
  const where = usePlaygroundStore((s) =>
    practice ? linesOf(s.analysis?.groups ?? [], practice.summary.groups) : '',
  );
  if (practice?.decision == null) return null;
  const { summary: p, decision: d } = practice;
  const rule = d.rule;
  const by = `documented by ${p.operator ?? 'its operator'}`;
  const how =
    p.via === 'fallback'
      ? `${p.crawler} follows the ${p.token ?? ''} group on ${where} when no group names it`
      : `${p.crawler} ignores the * group and no group names it`;
  const rest = rule
    ? '; '
    : p.via === 'fallback'
      ? ', and no rule there matches.'
      : ', so nothing restricts it.';
  return (
    <p className="practice">
      In practice: <span className="word">{d.allowed ? 'Allowed' : 'Disallowed'}</span> — {how} (
      {p.source ? (
        <a href={p.source} target="_blank" rel="noreferrer">
          {by}
        </a>
      ) : (
        by
      )}
      ){rest}
      {rule ? (
        <>
          <LineJump line={rule.line} />
          {`: ${rule.kind === 'allow' ? 'Allow' : 'Disallow'}: ${clipForDisplay(rule.pattern)}`}
        </>
      ) : null}
    </p>
  );
}
