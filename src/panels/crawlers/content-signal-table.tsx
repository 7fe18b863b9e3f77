// The file's Content-Signal values per group (Cloudflare's Content Signals
// Policy, not RFC 9309): which group states which preference, in words. An absent
// key neither grants nor restricts, so it shows as "not stated".

import type { ReactNode } from 'react';
import type { ContentSignalGroup, ContentSignalKey } from '../../core/report/index.ts';

const KEYS: readonly ContentSignalKey[] = ['search', 'ai-input', 'ai-train', 'use'];

/** Who a Content-Signal group is for (`User-agent: *`, `outside any group`). */
export function signalGroupText(group: ContentSignalGroup): string {
  if (group.group === null) return 'outside any group';
  return group.agents.length === 0 ? 'a group without User-agent' : group.agents.join(', ');
}

/** A table named **Content-Signal** (one row per group with records), or a note when there are none. */
export function ContentSignalTable(props: { signals: readonly ContentSignalGroup[] }): ReactNode {
  const { signals } = props;
  if (signals.length === 0) {
    return <p className="muted signals-none">No Content-Signal records in this file.</p>;
  }
  return (
    <table className="signals-table" aria-label="Content-Signal">
      <thead>
        <tr>
          <th scope="col">Content-Signal for</th>
          <th scope="col">Lines</th>
          {KEYS.map((k) => (
            <th scope="col" key={k}>
              {k}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {signals.map((g) => (
          <tr key={g.group ?? 'none'}>
            <th scope="row">{signalGroupText(g)}</th>
            <td>{g.records.map((r) => r.line).join(', ')}</td>
            {KEYS.map((k) => {
              const v = g.values[k];
              return (
                <td key={k} className={v === 'yes' ? 'allowed' : v === 'no' ? 'disallowed' : ''}>
                  {v ?? <span className="muted">not stated</span>}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
