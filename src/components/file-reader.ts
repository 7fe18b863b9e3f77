// The shape of the app's file reader as panels receive it: panels never import the
// app, so a panel that opens files is handed this function by the panel table.

/** Reads an opened file as text, or says why it cannot (a binary file, one too large). */
export type TextFileReader = (
  file: File,
) => Promise<{ ok: true; text: string } | { ok: false; name: string; message: string }>;
