// Plain text with Markdown code spans (`like this`) shown as <code>. The text is
// only ever rendered as React text nodes, never as HTML.

import { Fragment, type ReactNode } from 'react';

/** Renders `text`, turning each backtick-delimited span into a <code> element. */
export function InlineCode(props: { text: string }): ReactNode {
  const parts = props.text.split('`');
  // An odd count of backticks leaves the last one literal.
  if (parts.length % 2 === 0) parts[parts.length - 2] += '`' + (parts.pop() ?? '');
  return parts.map((part, i) =>
    i % 2 === 1 ? <code key={i}>{part}</code> : <Fragment key={i}>{part}</Fragment>,
  );
}
