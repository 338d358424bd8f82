// A view's line of requests to Python: each runs when the one before it has been answered, so a
// play made before Python is up (or while it thinks) waits its turn and is checked then. Once the
// view is left (another game, practice, the lab), its late answers are dropped: nothing it asked
// for draws over the view that replaced it.

import { ask } from "./bridge.js";
import { label } from "./registry.js";

const LEFT = Symbol("the view was left");

export class Plays {
  /** onError(message): a request failed in a way Python did not answer (a bug, or the worker gone). */
  constructor(onError) {
    this.onError = onError;
    this.line = Promise.resolve();
    this.pending = 0;  // plays sent and not yet answered
    this.left = false;
  }

  /** Run `task` after every task before it; an error becomes a message, a left view's task just ends. */
  then(task) {
    this.line = this.line.then(task).catch((error) => {
      if (error !== LEFT) this.onError(label("plays.failed", { error: error?.message ?? error }));
    });
    return this.line;
  }

  /** Python's answer, unless the view was left meanwhile (then the task asking ends here). */
  async ask(name, request) {
    const answer = await ask(name, request);
    if (this.left) throw LEFT;
    return answer;
  }

  leave() { this.left = true; }
}
