// A severity in words with an icon, so colour is never the only signal.

import type { ReactNode } from 'react';
import type { LintSeverity } from '../../core/lint/index.ts';

/** The glyph shown before each severity (decorative: the word follows it). */
export const SEVERITY_ICON: Record<LintSeverity, string> = {
  error: '✖',
  warning: '▲',
  info: 'ℹ',
};

/** `✖ error`, `▲ warning` or `ℹ info`, tinted by severity. */
export function SeverityBadge(props: { severity: LintSeverity }): ReactNode {
  const { severity } = props;
  return (
    <span className={`sev sev-${severity}`}>
      <span className="sev-icon" aria-hidden="true">
        {SEVERITY_ICON[severity]}
      </span>
      {severity}
    </span>
  );
}
