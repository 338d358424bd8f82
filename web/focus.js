// Where the keyboard's focus and the reader's eye go while the page redraws: focus stays on, or moves
// on from, the control that acted; what was said after an action is scrolled into view.

/** The focus is gone: on the page itself, or on a control just disabled or hidden (the browser
 *  moves it to the page only later). */
export function focusLost(node) {
  return !node || node === document.body || node.disabled || !node.checkVisibility();
}

const FIRST_LINE = 48;  // px of the next action that show it is there: a row of buttons

/** Scroll just enough for `node` to be wholly on the screen; then, if they fit on it together, for the
 *  first line of `next` (below it) too: the rest of it, found there, is no reason to move the page
 *  (and its header) under the reader's eyes. */
export function inView(node, next = null) {
  const box = node.getBoundingClientRect();
  if (box.top < 0 || box.bottom > innerHeight) node.scrollIntoView({ block: "nearest" });
  const top = node.getBoundingClientRect().top, nextBox = next?.getBoundingClientRect();
  const shown = nextBox && nextBox.top + Math.min(nextBox.height, FIRST_LINE);
  if (shown > innerHeight && shown - top < innerHeight) scrollBy(0, shown - innerHeight + 8);
}

/** The control that has the focus, by its data-key, kept across redraws that disable or replace it. */
export class FocusKeeper {
  /** roots: where the kept controls live (the game, the advice). */
  constructor(roots) {
    this.roots = roots;
    this.key = null;
  }

  remember() {
    const active = document.activeElement;
    const key = active?.closest?.("[data-key]")?.dataset.key;
    if (key && this.roots.some((root) => root.contains(active))) this.key = key;
    else if (active && active !== document.body) this.key = null;
  }

  /** Focus back on the control that acted, or, where it is gone or disabled, the next of `fallbacks`
   *  (functions, each a control or null), else `last`. */
  restore(fallbacks, last) {
    if (!this.key || !focusLost(document.activeElement)) return;
    const same = this.roots.map((root) => root.querySelector(`[data-key="${CSS.escape(this.key)}"]`)).find(Boolean);
    const next = same && !focusLost(same) ? same : fallbacks.reduce((found, fallback) => found ?? fallback(), null);
    (next ?? last).focus();
  }
}
