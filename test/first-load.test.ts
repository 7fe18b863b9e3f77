// What the page imports statically from src/main.tsx is its first download (the
// build puts it in one chunk; `npm run size` holds it to its budget). Pieces not
// needed before the editor is usable are imported with `import()`: a static
// import of one of them, anywhere on that path, would bring it back.
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Specifiers a module imports at run time: type-only imports and `import()` left out. */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const out: string[] = [];
  for (const node of source.statements) {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
      out.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier) {
      out.push((node.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return out;
}

/** Every module reached from `entry` by static imports: src paths and package names. */
function firstLoad(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    const name = relative(root, file);
    if (seen.has(name)) return;
    seen.add(name);
    for (const specifier of staticImports(file)) {
      if (specifier.startsWith('.')) {
        if (/\.(ts|tsx)$/.test(specifier)) visit(join(dirname(file), specifier));
      } else {
        seen.add(specifier);
      }
    }
  };
  visit(join(root, entry));
  return seen;
}

const FIRST_LOAD = firstLoad('src/main.tsx');

describe('the first download', () => {
  it('holds the editor, the Verdict and the panel tabs', () => {
    for (const module of [
      'src/app/editor-pane.tsx',
      'src/panels/verdict/verdict-panel.tsx',
      'src/app/panel-tabs.tsx',
      '@codemirror/view',
    ]) {
      expect(FIRST_LOAD).toContain(module);
    }
  });

  it.each([
    ['lint (gutter, underlines, the list of problems)', '@codemirror/lint'],
    ['the diagnostics conversion', 'src/editor/diagnostics.ts'],
    ['completion', '@codemirror/autocomplete'],
    ['search', '@codemirror/search'],
    ['hover help', 'src/editor/hover.ts'],
    ['the crawler registry', 'src/core/registry/index.ts'],
    ['the shortcuts dialog', 'src/app/shortcuts-dialog.tsx'],
    ['the list of shortcuts', 'src/editor/shortcuts.ts'],
    ['the open-from-site dialog', 'src/app/open-from-site-dialog.tsx'],
    ['the Agents panel', 'src/panels/agents/index.ts'],
  ])('leaves out %s', (_what, module) => {
    expect(FIRST_LOAD).not.toContain(module);
  });
});
