// What a URL field holds when it is neither a path nor a full URL. A crawler only
// ever checks a path; Google's parser takes the path from whatever it is given
// (from the first `/` after any scheme and host, or `/` when there is none), so
// `not a url` is checked as `/` and `example.com/x` as `/x`. Said in words, so the
// verdict for such input never looks like a verdict about what the user meant.

/**
 * A sentence when `url` is neither a path (`/x`) nor a full URL (`https://…`,
 * `//host/…`), naming the path that was compared instead; `null` otherwise.
 */
export function looseUrlNote(url: string, path: string): string | null {
  const u = url.trim();
  if (u === '' || u.startsWith('/') || /^[a-z][a-z0-9+.-]*:\/\//i.test(u)) return null;
  return `“${clip(u)}” is not a path (starting with /) or a full URL (https://…); it was checked as the path ${clip(path)}.`;
}

/**
 * A sentence when a crawler requests `url` in another form than typed (`sent`, the
 * worker's QueryCell.sent: `/café` goes out as `/caf%C3%A9`), naming the form that
 * was compared; `null` when `sent` is absent.
 */
export function sentUrlNote(url: string, sent: string | undefined): string | null {
  if (sent === undefined) return null;
  return `A crawler requests “${clip(url.trim())}” as ${clip(sent)} (the URL as a browser encodes it, non-ASCII as UTF-8 percent-escapes), so it was compared as ${clip(sent)}.`;
}

function clip(text: string): string {
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}
