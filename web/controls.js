// The rules and players of a game, as a form: Python's controls (menus, number fields and
// checkboxes with the ranges the bridge accepts) drawn as they come, and read back as the request
// holds them, a change that starts a new game (a rule, or a field Python marks `new_game`) told
// apart from one that carries the game on; the fields a changed one `resets` are left out, for
// Python's defaults (Piglet's own goal).

import { el } from "./dom.js";
import { label } from "./registry.js";

export class RulesForm {
  /** onChange({rules, opponent}, newGame): the person changed a field; `newGame`: a change that starts a new
   *  game, said ("New rules: a new game started."), else "". */
  constructor(onChange) {
    const changed = () => {
      const values = this.read();
      if (this.drawing || JSON.stringify(values) === JSON.stringify(this.drawn)) return;  // a field redrawn, not changed
      const moved = this.controls.filter((c) => values[c.group][c.name] !== this.drawn[c.group][c.name]);
      for (const c of moved) for (const name of c.resets ?? []) delete values[c.group][name];
      onChange(values, newGameSaid(moved, values));
    };
    this.form = el("form", { class: "settings", "aria-label": label("controls.name"), onchange: changed,
      onsubmit: (e) => { e.preventDefault(); changed(); } });
    this.drawn = { rules: {}, opponent: {} };
    this.controls = [];
  }

  /** Python's controls, redrawn only when they differ from those drawn. */
  draw(controls) {
    const key = JSON.stringify(controls);
    if (this.key === key) return;
    this.key = key;
    this.controls = controls;
    this.drawn = { rules: {}, opponent: {} };
    const fields = controls.map((c) => {
      const common = { name: c.name, "data-group": c.group };
      let field;
      if (c.kind === "select") {
        field = el("select", common, ...c.options.map(([value, words]) => el("option", { value }, words)));
        field.value = c.value;
      } else if (c.kind === "checkbox") {
        field = el("input", { ...common, type: "checkbox", checked: c.value });
      } else {
        field = el("input", { ...common, type: "number", inputmode: "numeric", min: String(c.min), max: String(c.max),
          value: String(c.value) });
      }
      this.drawn[c.group][c.name] = c.kind === "checkbox" ? c.value : String(c.value);
      return el("label", { hidden: c.hidden, class: c.kind === "checkbox" ? "check" : "" },
        c.kind === "checkbox" ? field : `${c.label} `, c.kind === "checkbox" ? ` ${c.label}` : field);
    });
    this.drawing = true;  // a focused field taken away may say it changed (Chromium): it did not
    this.form.replaceChildren(...fields);
    this.drawing = false;
  }

  /** The form's values by group, as the request holds them. */
  read() {
    const values = { rules: {}, opponent: {} };
    for (const field of this.form.elements) {
      if (!field.name || !field.dataset.group) continue;
      values[field.dataset.group][field.name] = field.type === "checkbox" ? field.checked : field.value.trim();
    }
    return values;
  }
}

/** What starts a new game among the fields changed (to `values`), said: new rules, or a field such as
 *  "You play second"; "": none. */
function newGameSaid(changed, values) {
  if (changed.some((c) => c.group === "rules")) return label("controls.newRules");
  const field = changed.find((c) => c.new_game);
  if (!field) return "";
  const chosen = values[field.group][field.name];
  const words = field.kind === "select" ? field.options.find(([value]) => value === chosen)?.[1] : "";
  return words ? label("controls.newGameAs", { field: field.label, choice: words }) : label("controls.newGame", { field: field.label });
}
