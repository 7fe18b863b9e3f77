// What jsdom lacks for the whole page: HTMLDialogElement without showModal and
// close (these open and close it as a browser would: the `open` attribute and the
// `close` event, so tests find an open dialog by role), and Range without the
// layout rectangles CodeMirror measures with (an empty layout stands in).

/** Installs the stand-ins where jsdom lacks the real thing. */
export function installPagePolyfills(): void {
  const dialog = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
  if (typeof dialog.showModal !== 'function') {
    dialog.showModal = function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
  }
  if (typeof dialog.close !== 'function') {
    dialog.close = function (this: HTMLDialogElement) {
      if (!this.hasAttribute('open')) return;
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
  }
  const range = Range.prototype as Partial<Range>;
  if (typeof range.getClientRects !== 'function') {
    range.getClientRects = () => [] as unknown as DOMRectList;
  }
  if (typeof range.getBoundingClientRect !== 'function') {
    range.getBoundingClientRect = () => new DOMRect();
  }
}
