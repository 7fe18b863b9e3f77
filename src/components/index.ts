// Small presentational pieces more than one panel shows. They read no store and
// know no panel; panels import them from here (never from each other).

export { downloadRobotsTxt } from './download.ts';
export { InlineCode } from './inline-code.tsx';
export { LineButton } from './line-button.tsx';
export { LinkField, type LinkFieldProps } from './link-field.tsx';
export { counted } from './words.ts';
export { CutNote } from './cut-note.tsx';
export { SearchInput } from './search-input.tsx';
export { looseUrlNote, sentUrlNote } from './loose-url.ts';
