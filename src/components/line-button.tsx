// A line number as a control: `line N`, which moves the editor to that line.

import type { ReactNode } from 'react';
import './components.css';

/** `line N` as a button that calls `onJump(line)`; named "Go to line N". */
export function LineButton(props: { line: number; onJump: (line: number) => void }): ReactNode {
  return (
    <button
      type="button"
      className="line-button"
      aria-label={`Go to line ${props.line}`}
      onClick={() => props.onJump(props.line)}
    >
      line {props.line}
    </button>
  );
}
