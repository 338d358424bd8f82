// The rules and players of a game, as a form: Python's controls (menus, number fields and
// checkboxes with the ranges the bridge accepts) drawn as they come, and read back as the request
// holds them, a change of rules told apart from a change of players.

import { el } from "./dom.js";

export class RulesForm {
  /** onChange({rules, opponent}, rulesChanged): the person changed a field. */
  constructor(onChange) {
    const changed = () => {
      const values = this.read();
      if (this.drawing || JSON.stringify(values) === JSON.stringify(this.drawn)) return;  // a field redrawn, not changed
      onChange(values, JSON.stringify(values.rules) !== JSON.stringify(this.drawn.rules));
    };
    this.form = el("form", { class: "settings", "aria-label": "Rules and opponent", onchange: changed,
      onsubmit: (e) => { e.preventDefault(); changed(); } });
    this.drawn = { rules: {}, opponent: {} };
  }

  /** Python's controls, redrawn only when they differ from those drawn. */
  draw(controls) {
    const key = JSON.stringify(controls);
    if (this.key === key) return;
    this.key = key;
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
