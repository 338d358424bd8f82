// The page: reads the options, mounts the game's view and the shared advice panel, and starts
// talking to Python (which warms up in its worker while the board is already on screen).

import { AdvicePanel } from "./advice.js";
import { ready } from "./bridge.js";
import { ShutBoxView } from "./shutbox.js";

const params = new URLSearchParams(location.search);
const form = document.getElementById("options");
const fields = {
  layout: document.getElementById("layout"),
  players: document.getElementById("players"),
  objective: document.getElementById("objective"),
  advice: document.getElementById("show-advice"),
};
for (const name of ["layout", "players", "objective"]) {
  if (params.has(name)) fields[name].value = params.get(name);
}

function options() {
  document.getElementById("objective-label").hidden = fields.players.value === "2";
  return {
    layout: fields.layout.value,
    players: Number(fields.players.value),
    objective: fields.objective.value,
    blind: !fields.advice.checked,
  };
}

/** Die faces from a seeded generator when the address says ?seed=N (for repeatable games). */
function dice(seed) {
  if (seed === null) return Math.random;
  let state = Number(seed) >>> 0;
  return () => {  // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const start = await fetch(new URL("./start.json", import.meta.url)).then((r) => r.json());
const panel = new AdvicePanel(document.getElementById("advice"));
const view = new ShutBoxView(document.getElementById("game"), panel,
  { start, options: options(), random: dice(params.get("seed")) });

form.addEventListener("change", (event) => {
  if (event.target === fields.advice) view.setBlind(!fields.advice.checked);
  else view.setOptions(options());
});
document.getElementById("new-game").addEventListener("click", () => view.newGame());
ready.catch((error) => {
  document.getElementById("advice").querySelector(".advice-status").textContent =
    `Python could not start: ${error?.message ?? error}`;
});
