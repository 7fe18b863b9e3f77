// The examples gallery: our own small files, each opening with the agents, URLs and
// mode that show its point. Opening one replaces the text as one undoable editor
// change; each example also has its own link (`#example=<id>`).

import { useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import {
  EXAMPLES,
  exampleShownMessage,
  findExample,
  plainTitle,
  type Example,
} from '../../learn/index.ts';
import { buildExampleUrl } from '../../share/index.ts';
import {
  selectText,
  useEditorCommands,
  usePlaygroundStore,
  usePlaygroundStoreApi,
} from '../../state/index.ts';
import { InlineCode, LinkField } from '../../components/index.ts';
import './examples.css';

/** The Examples panel (no props; reads the store, opens examples through the editor commands). */
export function ExamplesPanel(): ReactNode {
  const store = usePlaygroundStoreApi();
  const commands = useEditorCommands();
  const text = usePlaygroundStore(selectText);
  // An example opened by its link (or before the panel was last shown) is recognised by its file.
  const [openId, setOpenId] = useState<string | null>(
    () => EXAMPLES.find((e) => e.text === store.getState().text)?.id ?? null,
  );
  const opened = openId === null ? null : findExample(openId);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  const open = (example: Example): void => {
    // The draft is held back, not overwritten: the banner offers the way back.
    commands.showAside(exampleShownMessage(example), () => {
      commands.replaceText(example.text);
      const s = store.getState();
      // Without an editor (isolated use) the text goes to the store directly.
      if (s.text !== example.text) s.setText(example.text);
      s.setAgents(example.agents);
      s.selectAgent(example.agents[0] ?? '');
      s.setUrls(example.urls);
      s.selectUrl(example.urls[0] ?? '');
      s.setMode(example.mode ?? 'google');
    });
    setOpenId(example.id);
    // The point appears above the list; take keyboard and reader focus there.
    queueMicrotask(() => heading.current?.focus());
  };

  return (
    <section className="panel examples-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Examples</h2>
      {opened ? (
        <OpenedExample example={opened} edited={text !== opened.text} headingRef={heading} />
      ) : (
        <p className="muted">
          Each example opens a small file with the user agents and URLs that show its point. Your
          own file stays saved until you edit the example: “Back to your draft” in the banner brings
          it back, and so does undo (Ctrl+Z) in the editor.
        </p>
      )}
      <ul className="example-list">
        {EXAMPLES.map((example) => (
          <li key={example.id} className={example.id === openId ? 'current' : undefined}>
            <h3 id={`example-${example.id}`}>
              <InlineCode text={example.title} />
            </h3>
            <p>
              <InlineCode text={example.summary} />
            </p>
            <button
              type="button"
              aria-label={`Open ${plainTitle(example.title)}`}
              aria-describedby={`example-${example.id}`}
              onClick={() => open(example)}
            >
              Open
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function OpenedExample(props: {
  example: Example;
  edited: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
}): ReactNode {
  const { example, edited, headingRef } = props;
  const linkId = useId();
  const url = buildExampleUrl(globalThis.location, example.id);

  return (
    <div className="example-open" aria-labelledby={`${linkId}-h`} role="region">
      <h3 id={`${linkId}-h`} ref={headingRef} tabIndex={-1}>
        Open example: <InlineCode text={example.title} />
      </h3>
      <p>
        <InlineCode text={example.point} />
      </p>
      {edited ? (
        <p className="muted">
          You have changed the file since opening it; the point is about the original.
        </p>
      ) : null}
      <LinkField
        key={example.id}
        label="Example link"
        button="Copy example link"
        what="example link"
        url={url}
      />
    </div>
  );
}
