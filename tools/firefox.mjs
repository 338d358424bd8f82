// Firefox for the Python tests (tools/engines.py): Debian's firefox-esr driven over WebDriver
// BiDi by puppeteer-core, one page, answering one JSON command per line on stdin with one JSON line
// on stdout: {"goto": url}, {"reload": true}, {"evaluate": expression} -> {"value": ...} or
// {"error": "..."}, {"forget": true} (the errors seen so far). Every reply also carries the page
// errors and the requested URLs seen so far.
import { createInterface } from "node:readline";
import puppeteer from "puppeteer-core";

const browser = await puppeteer.launch({
  browser: "firefox",
  executablePath: "/usr/bin/firefox-esr",
  headless: true,
  userDataDir: process.argv[2],  // a fresh profile folder, made by the caller
});
const page = await browser.newPage();
const errors = [];
const requests = [];
page.on("pageerror", (error) => errors.push(String(error)));
page.on("request", (request) => requests.push(request.url()));

async function answer(command) {
  if ("goto" in command) await page.goto(command.goto, { waitUntil: "load", timeout: 120_000 });
  else if ("reload" in command) await page.reload({ waitUntil: "load", timeout: 120_000 });
  else if ("evaluate" in command) return page.evaluate(command.evaluate);
  else if ("forget" in command) errors.length = 0;
  return null;
}

for await (const line of createInterface({ input: process.stdin })) {
  let reply;
  try {
    reply = { value: (await answer(JSON.parse(line))) ?? null };
  } catch (error) {
    reply = { error: String(error.message ?? error) };
  }
  process.stdout.write(JSON.stringify({ ...reply, errors, requests }) + "\n");
}
await browser.close();
