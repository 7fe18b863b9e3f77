// `line N` as a control: what the Verdict and the panels show for a deciding line,
// selecting that line in the editor when pressed.

import type { ReactNode } from 'react';

/**
 * A `line N` button named "Go to line N" (1-based `line`), or "Go to line N of …"
 * with `of` (another text than the editor's); `onJump` shows the line.
 */
export function LineButton(props: {
  line: number;
  onJump: (line: number) => void;
  of?: string;
}): ReactNode {
  return (
    <button
      type="button"
      className="link-button line-jump"
      aria-label={`Go to line ${props.line}${props.of ? ` of ${props.of}` : ''}`}
      onClick={() => props.onJump(props.line)}
    >
      line {props.line}
    </button>
  );
}
