// "How the computer thinks": a panel in the advice that shows the computation behind the advice on
// the position shown (live in play and in the review), step by step. Python runs the product's own
// solvers with a tracer and tells every step (game_view with {"thinking": true}, or the panel's
// options, stb.bridge.thinking); this module only draws it: the options Python offers, the steps'
// captions, Step and Back (buttons, and the arrow keys inside the panel), Play, the blocks each
// step fills (thinkblocks.js: tables, charts, a search tree, counts), and a fold for developers. A
// table's row that names a position opens it one level down, with a way back up. On a phone the
// fold "What the algorithm does" starts closed, so that the controls come first. Every word is
// Python's, in the reader's language: the trace's own and the labels it brings ("labels", "counts",
// "up"); before the first answer, the registry's (the toggle, "Python is working...").

import { ask } from "./bridge.js";
import { el } from "./dom.js";
import { thinkingWords } from "./registry.js";
import { BLOCKS, inView } from "./thinkblocks.js";

const PLAY_SECONDS = 20;  // Play goes through a long trace in about this long (a short one at 0.7 s a step)
const PHONE = "(max-width: 600px)";  // where "What the algorithm does" starts folded, below the controls

export class ThinkingPanel {
  constructor(root) {
    this.root = root;
    this.request = null;   // the position the advice shows: {game, rules, opponent, state}
    this.stack = [];       // the panel's positions: [{request, trace, step}], the advice's first, a row's below it
    this.asked = 0;        // the latest question, so that a late answer to an older one is dropped
    this.options = {};     // the panel's options the player chose, by game: {nim: {table: "off"}}
    this.introOpen = !matchMedia(PHONE).matches; // "What the algorithm does", open or closed as the player left it
    this.playing = null;   // Play's timer, while it plays
    this.toggle = el("button", { type: "button", class: "think-toggle", "aria-expanded": "false", "data-testid": "think-toggle",
      onclick: () => (this.open ? this.close() : this.show()) }, thinkingWords.toggle);
    this.body = el("div", { class: "think-body", "data-testid": "thinking", hidden: true,
      onkeydown: (e) => this.key(e) });
    this.root.replaceChildren(this.toggle, this.body);
    this.root.hidden = true;
  }

  get open() { return this.toggle.getAttribute("aria-expanded") === "true"; }

  /** The advice shows `request`'s position (null: none, or advice hidden): follow it when open. */
  follow(request) {
    const key = request && JSON.stringify(request);
    this.root.hidden = !request;
    if (key === this.followed) return;
    this.followed = key;
    this.request = request;
    if (!request) return this.close();
    if (this.open) this.load(request, { fresh: true });
  }

  show() {
    this.toggle.setAttribute("aria-expanded", "true");
    this.body.hidden = false;
    this.load(this.request, { fresh: true, scroll: true });
  }

  close() {
    this.stop();
    this.toggle.setAttribute("aria-expanded", "false");
    this.body.hidden = true;
    this.stack = [];
    this.asked += 1;
  }

  /** Ask Python for a position's trace, with the options chosen for its game; `fresh` starts the
   *  panel's stack at it, `again` redraws the position shown with new options, else it goes one level down. */
  async load(request, { fresh = false, again = false, scroll = false, focus = null } = {}) {
    this.stop();
    const asked = ++this.asked;
    this.body.dataset.ready = "false";
    if (!again) {
      this.body.replaceChildren(el("p", { class: "think-status", role: "status" },
        el("span", { class: "spinner", "aria-hidden": "true" }), ` ${thinkingWords.working}`));
    }
    if (scroll) this.toggle.scrollIntoView({ block: "start" });  // the panel fills the screen: nothing else moves when it fills
    const options = this.options[request.game] ?? {};
    let answer;
    try {
      answer = await ask("game_view", { ...request, thinking: Object.keys(options).length ? options : true });
    } catch (error) {
      answer = { ok: false, error: error?.message ?? String(error) };
    }
    if (asked !== this.asked) return;
    if (!answer.ok) {
      this.body.dataset.ready = "true";
      this.body.replaceChildren(el("p", { class: "error", role: "alert" }, answer.error));
      return;
    }
    const entry = { request, trace: answer.thinking, step: answer.thinking.opens_at };
    this.stack = fresh ? [entry] : again ? [...this.stack.slice(0, -1), entry] : [...this.stack, entry];
    this.draw();
    if (focus) this.body.querySelector(focus)?.focus();  // the keyboard stays where it was
    else if (!fresh && !again) this.body.querySelector(".think-up")?.focus();  // and in the panel
  }

  get here() { return this.stack.at(-1); }

  /** Back up to the position the row was opened from, the focus on its first step button. */
  up() {
    this.stop();
    this.stack.pop();
    this.draw();
    (this.body.querySelector(".think-up") ?? this.body.querySelector(".think-steps button:not(:disabled)"))?.focus();
  }

  /** One of the panel's options changed: the position is worked out again with it. */
  choose(key, value) {
    const game = this.here.request.game;
    this.options[game] = { ...this.options[game], [key]: value };
    this.load(this.here.request, { again: true, focus: `[data-option="${key}"]` });
  }

  go(step, { playing = false } = {}) {
    if (!playing) this.stop();
    const { trace } = this.here;
    this.here.step = Math.max(0, Math.min(trace.steps.length - 1, step));
    this.draw();
  }

  /** Play steps on by itself to the last step (from the first, if at the last); Pause stops it. */
  play() {
    if (this.playing) return this.stop(true);
    const last = this.here.trace.steps.length - 1;
    if (this.here.step >= last) this.go(0);
    const every = Math.max(60, Math.min(700, (PLAY_SECONDS * 1000) / (last + 1)));
    this.playing = setInterval(() => {
      if (!this.here || this.here.step >= this.here.trace.steps.length - 1) return this.stop(true);
      this.go(this.here.step + 1, { playing: true });
    }, every);
    this.draw();
  }

  stop(redraw = false) {
    if (!this.playing) return;
    clearInterval(this.playing);
    this.playing = null;
    if (redraw && this.here) this.draw();
  }

  /** The arrow keys step, Home and End go to the first and last steps, inside the panel. */
  key(event) {
    if (event.target.closest("input, select, textarea") || !this.here) return;
    const moves = { ArrowRight: 1, ArrowLeft: -1, Home: -Infinity, End: Infinity };
    if (!(event.key in moves)) return;
    event.preventDefault();
    event.stopPropagation();
    const step = this.here.step;
    this.go(Number.isFinite(moves[event.key]) ? step + moves[event.key] : moves[event.key] < 0 ? 0 : this.here.trace.steps.length - 1);
    this.keepFocus(event.key);
  }

  /** The focus on the step button `key`, or, where the step made it useless (disabled), on the nearest
   *  one that is not (Play keeps it while it plays). */
  keepFocus(key) {
    const buttons = [...this.body.querySelectorAll(`.think-steps button${key === "play" ? "" : ":not(.think-play)"}`)];
    const at = buttons.findIndex((b) => b.dataset.stepKey === key);
    if (at < 0) return;
    const order = buttons.map((b, i) => [Math.abs(i - at), b]).sort((a, b) => a[0] - b[0]).map(([, b]) => b);
    order.find((b) => !b.disabled)?.focus();
  }

  draw() {
    const { trace, step } = this.here;
    const words = trace.labels;
    const focused = this.body.contains(document.activeElement) ? document.activeElement?.dataset?.stepKey : null;
    const last = trace.steps.length - 1;
    const button = (text, to, key, label) => el("button", { type: "button", "data-step-key": key, "aria-label": label,
      disabled: to < 0 || to > last || to === step, onclick: () => this.go(to) }, text);
    const parent = this.stack.at(-2);
    this.body.dataset.ready = "true";
    this.body.dataset.step = String(step);
    this.body.replaceChildren(
      parent ? el("button", { type: "button", class: "think-up", onclick: () => this.up() },
        parent.trace.up) : "",
      el("h3", {}, trace.title),
      el("p", { class: "think-where" }, trace.where),
      trace.headline ? el("p", { class: "think-headline", "data-testid": "think-headline", "data-value": String(trace.headline.value) },
        `${trace.headline.lead} `, el("strong", {}, trace.headline.text)) : "",
      trace.options.length ? el("div", { class: "think-options" }, ...trace.options.map((o) => el("div", { class: "think-option" },
        el("label", {}, `${o.label} `, el("select", { "data-option": o.key, onchange: (e) => this.choose(o.key, e.target.value) },
          ...o.choices.map(([value, words]) => el("option", { value, selected: value === o.value }, words)))),
        o.note ? el("p", { class: "think-option-note", "data-note": o.key }, o.note) : ""))) : "",
      el("details", { class: "think-intro", open: this.introOpen, ontoggle: (e) => { this.introOpen = e.target.open; } },
        el("summary", {}, words.intro), ...trace.intro.map((line) => el("p", {}, line))),
      el("div", { class: "think-steps", role: "group", "aria-label": words.steps },
        button(words.first, 0, "Home", words.first_label), button(words.back, step - 1, "ArrowLeft", words.back_label),
        el("span", { class: "think-count" }, trace.counts[step]),
        button(words.forward, step + 1, "ArrowRight", words.forward_label), button(words.last, last, "End", words.last_label),
        el("button", { type: "button", class: "think-play", "data-step-key": "play", "aria-pressed": String(!!this.playing),
          disabled: last === 0, onclick: () => this.play() }, this.playing ? words.pause : words.play)),
      el("p", { class: "think-caption", "aria-live": this.playing ? "off" : "polite", "data-testid": "think-caption" },
        trace.steps[step]),
      el("p", { class: "hint think-keys" }, words.keys),
      ...trace.blocks.filter((b) => step >= b.from && (b.to === null || b.to === undefined || step <= b.to))
        .map((b) => BLOCKS[b.kind](b, step, this)),
      ...trace.notes.map((note) => el("p", { class: "think-note" }, note)),
      trace.developer.length ? el("details", { class: "think-dev" }, el("summary", {}, words.developer),
        ...trace.developer.map((line) => el("p", {}, line))) : "");
    if (focused) this.keepFocus(focused);
    inView(this.body);
  }
}
