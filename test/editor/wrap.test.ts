import { describe, expect, it } from 'vitest';
import { EditorState } from '@codemirror/state';
import { isSoftWrapOn, softWrap, softWrapEffect } from '../../src/editor/wrap.ts';
import { robots } from '../../src/editor/index.ts';

describe('soft wrap', () => {
  it('is off by default in robots() and follows config.softWrap', () => {
    expect(isSoftWrapOn(EditorState.create({ extensions: robots() }))).toBe(false);
    expect(isSoftWrapOn(EditorState.create({ extensions: robots({ softWrap: true }) }))).toBe(true);
  });

  it('toggles through the compartment', () => {
    let state = EditorState.create({ extensions: softWrap(false) });
    state = state.update({ effects: softWrapEffect(true) }).state;
    expect(isSoftWrapOn(state)).toBe(true);
    state = state.update({ effects: softWrapEffect(false) }).state;
    expect(isSoftWrapOn(state)).toBe(false);
  });

  it('reports off when the compartment is absent', () => {
    expect(isSoftWrapOn(EditorState.create({}))).toBe(false);
  });
});
