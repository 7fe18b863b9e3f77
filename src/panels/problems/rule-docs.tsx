// The lint catalogue as documentation: one short page per rule (title, severity,
// explanation, a snippet that triggers it and its corrected form), each with the
// anchor id `rule-<id>` so a problem entry can open the page of its rule.

import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { LINT_RULES, type LintRuleId } from '../../core/lint/index.ts';
import { InlineCode } from '../../components/index.ts';
import { SeverityBadge } from './severity-badge.tsx';

/** The DOM id of a rule's documentation page. */
export function ruleAnchor(id: string): string {
  return `rule-${id}`;
}

/**
 * Every rule of LINT_RULES with its page; opens scrolled to `focus` (its heading
 * takes the focus), or to the top. `onClose` returns to the problem list (also Escape).
 */
export function RuleDocs(props: { focus: LintRuleId | null; onClose: () => void }): ReactNode {
  const { focus, onClose } = props;
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const target = focus
      ? el.querySelector<HTMLElement>(`#${ruleAnchor(focus)} h3`)
      : el.querySelector<HTMLElement>('h3.docs-title');
    target?.focus();
    target?.scrollIntoView?.({ block: 'start' });
  }, [focus]);

  const jumpTo = (id: string): void => {
    const heading = root.current?.querySelector<HTMLElement>(`#${ruleAnchor(id)} h3`);
    heading?.focus();
    heading?.scrollIntoView?.({ block: 'start' });
  };

  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  };

  return (
    <div className="rule-docs" ref={root} onKeyDown={onKeyDown}>
      <div className="docs-bar">
        <h3 className="docs-title" tabIndex={-1}>
          Lint rules
        </h3>
        <button type="button" onClick={onClose}>
          ← Back to problems
        </button>
      </div>
      <p className="muted">
        Every check the linter runs, with a file that triggers it and the same file written so the
        rule stays quiet. Rule ids are stable: refer to them freely.
      </p>
      <nav aria-label="Rule index">
        <ul className="docs-index">
          {LINT_RULES.map((rule) => (
            <li key={rule.id}>
              <a
                href={`#${ruleAnchor(rule.id)}`}
                onClick={(e) => {
                  // The page hash holds the permalink: move within the panel instead.
                  e.preventDefault();
                  jumpTo(rule.id);
                }}
              >
                {rule.id}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {LINT_RULES.map((rule) => (
        <article
          key={rule.id}
          id={ruleAnchor(rule.id)}
          className="rule-page"
          aria-labelledby={`${ruleAnchor(rule.id)}-title`}
        >
          <h3 id={`${ruleAnchor(rule.id)}-title`} tabIndex={-1}>
            {rule.title}
          </h3>
          <p className="rule-meta">
            <code>{rule.id}</code>
            <SeverityBadge severity={rule.severity} />
          </p>
          <p>
            <InlineCode text={rule.explanation} />
          </p>
          <div className="examples">
            <figure>
              <figcaption>Triggers the rule</figcaption>
              <pre className="bad">{rule.bad}</pre>
            </figure>
            <figure>
              <figcaption>Quiet</figcaption>
              <pre className="good">{rule.good}</pre>
            </figure>
          </div>
        </article>
      ))}
    </div>
  );
}
