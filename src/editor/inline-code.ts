// Help and lint messages write code as Markdown code spans (`Disallow: /`). In the
// editor's tooltips and lint panel they are shown as <code>, built with text nodes
// only: the spans often quote the user's file, so nothing is parsed as HTML.

/**
 * The nodes of `text` with each backtick-delimited span as a <code> element, in a
 * fragment for `doc` (default: the global document). An unpaired last backtick stays
 * literal. Never throws.
 */
export function renderInlineCode(text: string, doc: Document = document): DocumentFragment {
  const out = doc.createDocumentFragment();
  const parts = text.split('`');
  if (parts.length % 2 === 0) parts[parts.length - 2] += '`' + (parts.pop() ?? '');
  parts.forEach((part, i) => {
    if (i % 2 === 0) {
      if (part !== '') out.appendChild(doc.createTextNode(part));
      return;
    }
    const code = doc.createElement('code');
    code.textContent = part;
    out.appendChild(code);
  });
  return out;
}
