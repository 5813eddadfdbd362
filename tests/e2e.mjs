// End-to-end tests of the Camelot web app: dist/ served on 127.0.0.1, Debian's Chromium
// driven by playwright-core. Every test fails on a console error, a page error, or a request
// leaving 127.0.0.1. Screenshots go to tests/screenshots/ (ignored by git).
import { launch } from "./browser-harness.mjs";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "./server.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "..");
const shots = path.join(here, "screenshots");
fs.mkdirSync(shots, { recursive: true });


const targetDir = process.env.CARGO_TARGET_DIR || path.join(root, "target");
const cli = path.join(targetDir, "debug", "camelot");

/** Legal moves of a position, from the rules engine's CLI. */
function engineMoves(fen) {
  const out = execFileSync(cli, ["moves", "--fen", fen], { encoding: "utf8" });
  return out.split("\n").map((s) => s.trim()).filter(Boolean);
}

/** The position text after playing `moves` from the start. */
function positionAfter(moves) {
  return execFileSync(cli, ["play", ...moves], { encoding: "utf8" }).split("\n")[0].trim();
}

const START = "2/8/10/12/12/2kmmmmmmk2/3kmmmmk3/12/12/3KMMMMK3/2KMMMMMMK2/12/12/10/8/2 w 0 0 1";
// White men E4 E5 E7, a black man on A13: E4 canters E6 then E8.
const CANTER = "2/8/10/m11/12/12/12/12/12/4M7/12/4M7/4M7/10/8/2 w 0 0 1";
// White men E4 K4, black men E5 E7 A13: E4xE6xE8 is compulsory.
const JUMPS = "2/8/10/m11/12/12/12/12/12/4m7/12/4m7/4M5M1/10/8/2 w 0 0 1";
// White knight E4, men E5 K4; black men E7 A13: the knight's charge E4-E6xE8.
const CHARGE = "2/8/10/m11/12/12/12/12/12/4m7/12/4M7/4K5M1/10/8/2 w 0 0 1";

// White men E4 E5 F7 H8 J7 K9, black men K10 K11: White's canter E4-E6-G8-I8 turns twice,
// then Black's only move is the jump chain K10xK8xI6, which turns once and takes K9 and J7.
const TURNS = "2/8/10/12/12/10m1/10m1/10M1/7M4/5M3M2/12/4M7/4M7/10/8/2 w 0 0 1";

const server = await serve(path.join(root, "dist"), 0);
const BASE = `http://127.0.0.1:${server.address().port}/`;
const browser = await launch();

const results = [];
const report = { overBudget: [] };

async function withPage(fn, { viewport = { width: 1280, height: 900 }, reducedMotion = "reduce" } = {}) {
  const context = await browser.newContext({ viewport, reducedMotion });
  const problems = [];
  await context.route("**/*", (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === "127.0.0.1" || url.protocol === "blob:" || url.protocol === "data:") {
      return route.continue();
    }
    problems.push(`request left 127.0.0.1: ${url.href}`);
    return route.abort();
  });
  const page = await context.newPage();
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(`console error: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  page.on("worker", (w) => {
    w.on("console", (m) => {
      if (m.type() === "error") problems.push(`worker console error: ${m.text()}`);
    });
  });
  await page.addInitScript(() => {
    window.__longTasks = [];
    try {
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: "longtask", buffered: true });
    } catch (e) { /* older browsers */ }
    new MutationObserver((_, obs) => {
      if (document.querySelector('[data-square="F7"]')) {
        window.__boardAt = performance.now();
        obs.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  try {
    await fn(page, context);
  } finally {
    await context.close();
  }
  if (problems.length) throw new Error(problems.join("\n"));
}

// TEST_FILTER=text runs only the tests whose name contains it.
async function test(name, fn, opts) {
  if (process.env.TEST_FILTER && !name.includes(process.env.TEST_FILTER)) return;
  const t0 = Date.now();
  try {
    await withPage(fn, opts);
    results.push({ name, ok: true });
    console.log(`ok    ${name} (${Date.now() - t0} ms)`);
  } catch (e) {
    results.push({ name, ok: false, error: e });
    console.log(`FAIL  ${name}\n      ${String(e.stack || e).split("\n").join("\n      ")}`);
  }
}

function assert(cond, msg) {
  if (!cond) throw new Error(`assertion failed: ${msg}`);
}

function sameSet(a, b, msg) {
  const x = [...new Set(a)].sort();
  const y = [...new Set(b)].sort();
  assert(JSON.stringify(x) === JSON.stringify(y), `${msg}: got ${x} want ${y}`);
}

const sq = (s) => `[data-square="${s}"]`;
const moveTexts = (page) =>
  page.$$eval('[data-testid=move-list] button.mv', (els) => els.map((e) => e.textContent.trim()));
/** The moves up to the one shown (the list keeps moves taken back). */
const upToCurrent = (page) =>
  page.$$eval("[data-testid=move-list] button.mv", (els) => {
    const i = els.findIndex((e) => e.getAttribute("aria-current") === "step");
    return els.slice(0, i + 1).map((e) => e.textContent.trim());
  });
const dests = (page) => page.$$eval(".sq.dest", (els) => els.map((e) => e.dataset.square));
const status = (page) => page.textContent("[data-testid=status]");

async function open(page, query = "") {
  await page.goto(BASE + query);
  await page.waitForSelector(sq("F7"));
}

async function fresh(page, query = "") {
  // Clear only once the app has started: its first render saves the game it restored.
  await open(page);
  await page.evaluate(() => localStorage.clear());
  await open(page, query);
}

async function waitMoves(page, n, timeout = 15000) {
  await page.waitForFunction(
    (n) => document.querySelectorAll("[data-testid=move-list] button.mv").length >= n,
    n,
    { timeout },
  );
}

/** Records, on every animation frame, where each piece's body is drawn and how opaque it is. */
async function trackPieces(page) {
  await page.evaluate(() => {
    const frames = (window.__frames = []);
    const loop = () => {
      const f = [];
      for (const el of document.querySelectorAll(".board .piece")) {
        const b = el.querySelector(".body").getBoundingClientRect();
        f.push({
          el, at: el.dataset.at || null, taken: el.classList.contains("taken"),
          x: b.x + b.width / 2, y: b.y + b.height / 2, opacity: +getComputedStyle(el).opacity,
        });
      }
      frames.push(f);
      requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
  });
}

/** The recorded trail of the piece now on `at`, from the frame its element moved there
 *  (`i` is the frame's index). */
const trail = (page, at) => page.evaluate((at) => {
  const el = document.querySelector(`.board .pieces [data-at="${at}"]`);
  return window.__frames.map((f, i) => ({ i, p: f.find((p) => p.el === el) }))
    .filter(({ p }) => p && p.at === at).map(({ i, p }) => ({ i, x: p.x, y: p.y }));
}, at);

/** Per frame, the captured pieces still drawn while a move is shown: centre and opacity. */
const takenFrames = (page) => page.evaluate(() =>
  window.__frames.map((f) => f.filter((p) => p.taken).map(({ x, y, opacity }) => ({ x, y, opacity }))));

async function centres(page, squares) {
  const out = {};
  for (const s of squares) {
    const b = await (await page.$(sq(s))).boundingBox();
    out[s] = { x: b.x + b.width / 2, y: b.y + b.height / 2, cell: b.width };
  }
  return out;
}

const near = (p, c, cells) => Math.hypot(p.x - c.x, p.y - c.y) <= cells * c.cell;

/** Plays TURNS' canter, then waits for the computer's jump chain; returns the recordings. */
async function playTurns(page) {
  await fresh(page, "?position=" + encodeURIComponent(TURNS));
  await trackPieces(page);
  await page.click(sq("E4"));
  await page.click(sq("I8"));
  await waitMoves(page, 1);
  await page.waitForTimeout(1200);
  const mine = await trail(page, "I8");
  await waitMoves(page, 2);
  await page.waitForTimeout(1200);
  const moves = await moveTexts(page);
  assert(JSON.stringify(moves) === JSON.stringify(["E4-E6-G8-I8", "K10xK8xI6"]), `moves: ${moves}`);
  const theirs = await trail(page, "I6");
  const taken = await takenFrames(page);
  const at = await centres(page, ["E4", "E6", "G8", "I8", "K10", "K9", "K8", "J7", "I6"]);
  return { mine, theirs, taken, at };
}

/** Checks that `t` starts on `path[0]`, passes each landing in order and ends on the last. */
function travelsAlong(t, path, at, who) {
  assert(t.length >= 8, `${who}: ${t.length} frames recorded`);
  assert(near(t[0], at[path[0]], 0.3), `${who}: starts from ${path[0]}, not at once on the destination`);
  let from = 0;
  for (const s of path.slice(1)) {
    const i = t.findIndex((p, k) => k >= from && near(p, at[s], 0.15));
    assert(i >= 0, `${who}: passes through ${s} (trail ${JSON.stringify(t.map((p) => [Math.round(p.x), Math.round(p.y)]))})`);
    from = i;
  }
  assert(near(t.at(-1), at[path.at(-1)], 0.02), `${who}: ends on ${path.at(-1)}`);
}

async function twoPlayers(page) {
  await page.click("[data-testid=new-game]");
  await page.check("text=Two players on this device");
  await page.click("[data-testid=start-game]");
}

await test("loads the start position quickly, with the board's test hooks", async (page) => {
  await fresh(page);
  // Time from navigation to the board on screen with its handlers, in fresh browser contexts
  // (cold caches). The best of three: the test machine is shared and often busy.
  const samples = [await page.evaluate(() => window.__boardAt)];
  for (let i = 0; i < 2; i++) {
    const ctx = await browser.newContext();
    const p = await ctx.newPage();
    await p.addInitScript(() => {
      new MutationObserver((_, obs) => {
        if (document.querySelector('[data-square="F7"]')) {
          window.__boardAt = performance.now();
          obs.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await p.goto(BASE);
    await p.waitForSelector(sq("F7"));
    samples.push(await p.evaluate(() => window.__boardAt));
    await ctx.close();
  }
  const nav = Math.min(...samples);
  report.boardInteractiveMs = samples.map(Math.round);
  // A figure, not a timed test: the budget (500 ms) is reported, and only a board that takes
  // seconds to appear (something blocking start-up) fails the test.
  if (nav >= 500) report.overBudget.push(`board interactive ${Math.round(nav)} ms (budget 500 ms)`);
  assert(nav < 5000, `board interactive after ${samples} ms`);
  assert((await page.$$("[data-square]")).length === 160, "160 squares");
  assert((await page.$$('[data-piece="white-man"]')).length === 10, "10 white men");
  assert((await page.$$('[data-piece="white-knight"]')).length === 4, "4 white knights");
  assert((await page.$$('[data-piece="black-man"]')).length === 10, "10 black men");
  assert((await page.$$('[data-piece="black-knight"]')).length === 4, "4 black knights");
  assert((await page.getAttribute(sq("F7"), "aria-label")) === "F7, white man", "aria label");
  assert((await status(page)).includes("Your move (White)"), "status says it is the player's move");
  await page.screenshot({ path: path.join(shots, "01-start.png") });
});

await test("highlights equal the engine's legal moves", async (page) => {
  await fresh(page);
  await twoPlayers(page);
  const legal = engineMoves(START);
  const from = [...new Set(legal.map((m) => m.slice(0, m.search(/[-x]/))))];
  for (const f of from) {
    await page.click(sq(f));
    assert(await page.$eval(sq(f), (e) => e.classList.contains("selected")), `${f} selected`);
    const want = legal.filter((m) => m.startsWith(f)).map((m) => m.split(/[-x]/).pop());
    sameSet(await dests(page), want, `destinations of ${f}`);
    await page.keyboard.press("Escape");
  }
  await page.click(sq("C6"));
  await page.hover(sq("E8"));
  await page.screenshot({ path: path.join(shots, "02-selected-canter-preview.png") });
});

await test("plain move, AI reply without long tasks, undo, reload restores", async (page, context) => {
  // First load: every file the page and the AI worker request (not the service worker's
  // precache), measured as the gzipped size of the built file.
  const loaded = new Set();
  context.on("request", (r) => {
    if (!r.serviceWorker()) loaded.add(new URL(r.url()).pathname);
  });
  await open(page);
  await page.click(sq("F7"));
  await page.click(sq("F8"));
  await page.waitForSelector('[data-piece="white-man"][data-at="F8"]');
  const t0 = await page.evaluate(() => performance.now());
  await page.waitForSelector("[data-testid=thinking]", { timeout: 5000 }).catch(() => {});
  await page.screenshot({ path: path.join(shots, "03-thinking.png") });
  await waitMoves(page, 2);
  const t1 = await page.evaluate(() => performance.now());
  const long = await page.evaluate(
    ([a, b]) => window.__longTasks.filter((t) => t.start >= a && t.start <= b),
    [t0, t1],
  );
  report.aiThinkMs = Math.round(t1 - t0);
  report.longTasksWhileThinking = long.length;
  report.longestTaskWhileThinking = Math.round(Math.max(0, ...long.map((t) => t.duration)));
  // The search runs in the worker: on the page it would be one task as long as the whole think.
  // Short long-tasks (a busy machine, garbage collection) are reported, not failed.
  if (long.length) report.overBudget.push(`long tasks while the AI thought: ${JSON.stringify(long)}`);
  assert(report.longestTaskWhileThinking < 1000, `the page blocked while the AI thought: ${JSON.stringify(long)}`);
  const moves = await moveTexts(page);
  assert(moves[0] === "F7-F8", `first move ${moves}`);
  assert(engineMoves(positionAfter(["F7-F8"])).includes(moves[1]),
    `AI reply ${moves[1]} is legal`);
  assert((await status(page)).includes("Your move"), "player's turn again");
  // The reply in words, where the thinking line stood.
  const said = await page.textContent("[data-testid=last-move]");
  assert(said.startsWith(`Black played ${moves[1]}`), `the reply in words: ${said}`);
  await page.screenshot({ path: path.join(shots, "04-after-ai.png") });
  const zlib = await import("node:zlib");
  const firstLoad = [...loaded]
    .map((p) => (p.endsWith("/") ? p + "index.html" : p))
    .filter((p) => /\.(wasm|js|css|html)$/.test(p))
    .map((p) => [p, zlib.gzipSync(fs.readFileSync(path.join(root, "dist", p)), { level: 9 }).length]);
  report.firstLoadFiles = Object.fromEntries(firstLoad);
  report.firstLoadGzippedKB = +(firstLoad.reduce((a, [, n]) => a + n, 0) / 1024).toFixed(1);
  assert(firstLoad.some(([p]) => p.endsWith("worker_bg.wasm")), "the worker's wasm was loaded");
  // The budget is 300 KB (issue 20's goal is 250). The languages (issue 23) took the game page
  // from 287.0 to 311.8 KB on 2026-12-02; short import names and minified scripts
  // (scripts/post-build.mjs) and the rules crate's English kept out of the app's words brought
  // it back to 297.3 KB on 2026-12-03.
  const BUDGET = 300;
  assert(report.firstLoadGzippedKB <= BUDGET, `first load ${report.firstLoadGzippedKB} KB gzipped (budget ${BUDGET})`);

  await page.click(sq("G7"));
  await page.click(sq("G8")).catch(() => {});
  await page.waitForTimeout(100);
  const before = await upToCurrent(page);
  const all = await moveTexts(page);
  await page.click("[data-testid=undo]");
  const after = await upToCurrent(page);
  assert(after.length <= before.length - 1 && after.length % 2 === 0, `undo: ${before} -> ${after}`);
  assert(JSON.stringify(await moveTexts(page)) === JSON.stringify(all), "the moves taken back stay in the list");
  assert((await status(page)).includes("Your move"), "undo returns the turn to the player");

  const pieces = await page.$$eval("[data-piece]", (els) => els.map((e) => `${e.dataset.piece}@${e.dataset.at}`).sort());
  await page.reload();
  await page.waitForSelector(sq("F7"));
  assert(JSON.stringify(await moveTexts(page)) === JSON.stringify(all), "moves restored after reload");
  assert(JSON.stringify(await upToCurrent(page)) === JSON.stringify(after), "the shown move restored after reload");
  const again = await page.$$eval("[data-piece]", (els) => els.map((e) => `${e.dataset.piece}@${e.dataset.at}`).sort());
  assert(JSON.stringify(again) === JSON.stringify(pieces), "pieces restored after reload");

  await page.goto(BASE + "?position=not-a-position");
  await page.waitForSelector("[data-testid=notice].error");
  const notice = await page.textContent("[data-testid=notice].error");
  assert(notice.includes("The position in the link is not valid: ") && !notice.includes("`"), `notice: ${notice}`);
  assert(JSON.stringify(await moveTexts(page)) === JSON.stringify(all), "bad link keeps the game");
  await page.screenshot({ path: path.join(shots, "05-bad-position.png") });

  // A good link never silently replaces a game with moves: the player is asked.
  await page.goto(BASE + "?position=" + encodeURIComponent(CANTER));
  await page.waitForSelector("[data-testid=link-dialog]");
  const ask = await page.textContent("[data-testid=link-dialog]");
  // Full moves, as WCF records count them.
  const full = Math.ceil(all.length / 2);
  assert(ask.includes(`Your current game (${full} ${full === 1 ? "move" : "moves"}) will be replaced.`), `dialog: ${ask}`);
  await page.screenshot({ path: path.join(shots, "05-link-dialog.png") });
  await page.click("[data-testid=keep-game]");
  assert(JSON.stringify(await moveTexts(page)) === JSON.stringify(all), "kept the game");
  await page.goto(BASE + "?position=" + encodeURIComponent(CANTER));
  await page.click("[data-testid=open-link]");
  await page.waitForSelector("text=Position loaded from the link.");
  assert((await moveTexts(page)).length === 0, "link opened");
  await page.screenshot({ path: path.join(shots, "05-link-opened.png") });
  // The notice offers to bring back the replaced game, so it stays a little longer.
  assert(await page.$("[data-testid=restore-previous]"), "the replaced game can be brought back");
  await page.waitForSelector("[data-testid=notice]", { state: "detached", timeout: 15000 });
});

await test("a game link in the fragment (#/?position=) opens as one in the query does", async (page) => {
  await fresh(page);
  await page.goto("about:blank");
  await open(page, "#/?position=" + encodeURIComponent(CANTER));
  await page.waitForSelector("text=Position loaded from the link.");
  sameSet(await page.$$eval("[data-piece]", (e) => e.map((x) => x.dataset.at)), ["E4", "E5", "E7", "A13"], "the link's position");
  assert((await page.evaluate(() => location.hash)) === "#/", "the link, once read, leaves the address");
  // A bad one says what is wrong, as in the query.
  await page.goto("about:blank");
  await open(page, "#/?record=garbage");
  await page.waitForSelector("[data-testid=notice].error");
  const notice = await page.textContent("[data-testid=notice].error");
  assert(notice.includes("The game in the link is not valid"), `notice: ${notice}`);
});

await test("canter: a dot where a move ends plays it, the farther dot the longer canter", async (page) => {
  await fresh(page, "?position=" + encodeURIComponent(CANTER));
  sameSet(await page.$$eval("[data-piece]", (e) => e.map((x) => x.dataset.at)), ["E4", "E5", "E7", "A13"], "setup");
  const legal = engineMoves(CANTER);
  await page.click(sq("E4"));
  sameSet(await dests(page), legal.filter((m) => m.startsWith("E4")).map((m) => m.split("-").pop()), "E4 dests");
  await page.click(sq("E6"));
  await waitMoves(page, 1);
  assert((await moveTexts(page))[0] === "E4-E6", "the short canter played at once");
  await waitMoves(page, 2); // the computer's reply, saved before the next fresh page
  await fresh(page, "?position=" + encodeURIComponent(CANTER));
  await page.click(sq("E4"));
  await page.hover(sq("E8"));
  await page.screenshot({ path: path.join(shots, "06-canter-preview.png") });
  await page.click(sq("E8"));
  await waitMoves(page, 1);
  assert((await moveTexts(page))[0] === "E4-E6-E8", "canter played");
  await page.waitForSelector('[data-piece="white-man"][data-at="E8"]');
  await waitMoves(page, 2);
});

await test("jump chain by clicking each leg", async (page) => {
  await fresh(page, "?position=" + encodeURIComponent(JUMPS));
  assert((await status(page)).includes("capture is compulsory"), "status explains the duty");
  await page.click(sq("K4"));
  assert((await page.$$(".sq.selected")).length === 0, "a piece that cannot capture is not selectable");
  assert((await page.textContent("[data-testid=message]")).includes("compulsory"), "message says why");
  await page.screenshot({ path: path.join(shots, "07-capture-compulsory.png") });
  await page.click(sq("E4"));
  sameSet(await dests(page), ["E8"], "only the chain's end");
  await page.hover(sq("E6"));
  await page.screenshot({ path: path.join(shots, "08-jump-preview.png") });
  await page.click(sq("E6"));
  await page.mouse.move(0, 0);
  assert((await status(page)).startsWith("Keep jumping"), `status: ${await status(page)}`);
  assert(await page.$eval(sq("E5"), (e) => e.classList.contains("captured")), "E5 marked as taken");
  await page.screenshot({ path: path.join(shots, "08-jump-mid.png") });
  await page.click(sq("E8"));
  await waitMoves(page, 1);
  const played = await moveTexts(page);
  assert(played[0] === "E4xE6xE8", `jump chain played: ${JSON.stringify(played)}`);
  assert((await page.$$('[data-piece="black-man"]')).length === 1, "two men captured");
  await page.screenshot({ path: path.join(shots, "09-after-jumps.png") });
});

await test("knight's charge by clicking the destination", async (page) => {
  await fresh(page, "?position=" + encodeURIComponent(CHARGE));
  const legal = engineMoves(CHARGE);
  await page.click(sq("E4"));
  sameSet(await dests(page), legal.filter((m) => m.startsWith("E4")).map((m) => m.split(/[-x]/).pop()), "knight dests");
  await page.click(sq("E8"));
  await waitMoves(page, 1);
  assert((await moveTexts(page))[0] === "E4-E6xE8", "charge played");
  await page.waitForSelector('[data-piece="white-knight"][data-at="E8"]');
  assert((await page.$$('[data-piece="black-man"]')).length === 1, "man captured");
});

await test("multi-leg moves travel leg by leg, captured pieces vanish as they are jumped", async (page) => {
  const { mine, theirs, taken, at } = await playTurns(page);
  travelsAlong(mine, ["E4", "E6", "G8", "I8"], at, "the player's canter");
  travelsAlong(theirs, ["K10", "K8", "I6"], at, "the computer's jump chain");
  // While the jumping man rests on K8, K9 (jumped) is gone and J7 (not yet jumped) still shows.
  const shown = (i, s) => taken[i].some((p) => near(p, at[s], 0.1) && p.opacity > 0.5);
  const onK8 = theirs.filter((p) => near(p, at.K8, 0.05));
  assert(onK8.length > 0, "the chain rests on K8");
  assert(onK8.some((p) => !shown(p.i, "K9") && shown(p.i, "J7")), "on K8: K9 gone, J7 still there");
  assert(shown(theirs[0].i, "K9") && shown(theirs[0].i, "J7"), "both captured men show as the chain starts");
  const last = theirs.at(-1).i;
  assert(!shown(last, "K9") && !shown(last, "J7"), "both gone at the end");
  assert((await page.$$('[data-piece="white-man"]')).length === 4, "two white men captured");
}, { reducedMotion: "no-preference" });

await test("with reduced motion a multi-leg move is on its destination at once", async (page) => {
  const { mine, theirs, taken, at } = await playTurns(page);
  assert(mine.length > 0 && mine.every((p) => near(p, at.I8, 0.02)), "the canter is on I8 from its first frame");
  assert(theirs.length > 0 && theirs.every((p) => near(p, at.I6, 0.02)), "the jump chain is on I6 from its first frame");
  assert(taken.every((f) => f.every((p) => p.opacity === 0)), "captured pieces are gone at once");
});

await test("a click while the computer's capture is still drawn ends it: the board shows the position played on", async (page) => {
  await fresh(page, "?position=" + encodeURIComponent(TURNS));
  await page.click(sq("E4"));
  await page.click(sq("I8"));
  await waitMoves(page, 2);
  // The reply K10xK8xI6 is in the list; its two legs (and the canter before it) take most of a
  // second to draw. A click now acts on the position after it, so that is what must show.
  await page.click(sq("I8"));
  const drawn = await page.evaluate(() => ({
    taken: [...document.querySelectorAll(".board .taken-pieces .piece")]
      .filter((e) => getComputedStyle(e).opacity !== "0").length,
    legs: document.querySelectorAll(".board .leg").length,
  }));
  assert(drawn.taken === 0 && drawn.legs === 0, `still drawn after the click: ${JSON.stringify(drawn)}`);
  assert((await dests(page)).length > 0, "the click chose the man");
}, { reducedMotion: "no-preference" });

await test("drag and drop moves like clicking; keyboard plays too", async (page) => {
  await fresh(page);
  await twoPlayers(page);
  const welcome = await page.textContent("[data-testid=welcome]");
  assert(welcome.includes("Click one of your pieces"), `welcome: ${welcome}`);
  assert(await page.$('[data-testid=welcome] a[href="#/learn"]'), "welcome links to the course");
  await page.click(sq("F7"));
  await page.click(sq("F10"));
  const why = await page.textContent("[data-testid=message]");
  assert(why === "F7 cannot go to F10. The dots show where it can go.", `message: ${why}`);
  await page.screenshot({ path: path.join(shots, "13-cannot-move-there.png") });
  await page.keyboard.press("Escape");
  const from = await page.$(sq("F7"));
  const to = await page.$(sq("F8"));
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 5 });
  await page.mouse.up();
  await waitMoves(page, 1);
  assert((await moveTexts(page))[0] === "F7-F8", "dragged move played");
  assert(!(await page.$("[data-testid=welcome]")), "the welcome line goes after the first move");
  // Keyboard: Black's G10 to G9.
  await page.focus(sq("G10"));
  await page.keyboard.press("Enter");
  assert(await page.$eval(sq("G10"), (e) => e.classList.contains("selected")), "Enter selects");
  await page.keyboard.press("ArrowDown");
  await page.screenshot({ path: path.join(shots, "14-keyboard-focus.png") });
  await page.keyboard.press(" ");
  await waitMoves(page, 2);
  assert((await moveTexts(page))[1] === "G10-G9", `keyboard move: ${await moveTexts(page)}`);
  const live = await page.textContent("[data-testid=announce]");
  assert(live.includes("G10-G9"), `announced: ${live}`);
  // Undo and Redo by keyboard to either end: the button that disables itself hands the focus
  // to the other rather than dropping it to the page.
  const focused = () => page.evaluate(() => document.activeElement?.dataset?.testid ?? document.activeElement?.tagName);
  const toEnd = async (name, other) => {
    await page.focus(`[data-testid=${name}]`);
    for (let i = 0; i < 4 && !(await page.$eval(`[data-testid=${name}]`, (b) => b.disabled)); i++) {
      await page.keyboard.press("Enter");
      await page.waitForTimeout(50);
    }
    await page.waitForFunction((o) => document.activeElement?.dataset?.testid === o, other, { timeout: 2000 }).catch(() => {});
    assert((await focused()) === other, `after ${name} to the end the focus is on ${await focused()}`);
  };
  await toEnd("undo", "redo");
  assert((await upToCurrent(page)).length === 0, "undone to the start");
  await toEnd("redo", "undo");
  assert((await upToCurrent(page)).length === 2, "redone to the end");
});

await test("new game dialog, game records and a finished game", async (page) => {
  await fresh(page);
  await page.click("[data-testid=new-game]");
  await page.screenshot({ path: path.join(shots, "10-new-game-dialog.png") });
  assert(await page.isChecked("[data-testid=repetition]"), "the repetition house rule is on by default");
  await page.check("text=Two players on this device");
  await page.click("[data-testid=start-game]");
  await page.click("[data-testid=paste]");
  await page.fill("[data-testid=paste-text]", "[Event \"x\"]\n\n1. J6-K5 J11-K12 2. K5-L4 *\n");
  await page.click("[data-testid=paste-load]");
  await waitMoves(page, 3);
  assert(JSON.stringify(await moveTexts(page)) === JSON.stringify(["J6-K5", "J11-K12", "K5-L4"]), "record loaded");
  await page.click("[data-testid=move-list] button.mv >> nth=0");
  assert((await status(page)).includes("Viewing"), "viewing an earlier position");
  await page.waitForSelector('[data-piece="white-knight"][data-at="K5"]');
  await page.click("text=Back to the game");
  await page.waitForSelector('[data-piece="white-knight"][data-at="L4"]');
  await page.click("[data-testid=resign]");
  assert((await page.textContent("[data-testid=resign]")) === "Confirm resign?", "resign asks first");
  assert(!(await page.$("[data-testid=game-over]")), "not resigned yet");
  await page.click("[data-testid=resign]");
  await page.waitForSelector("[data-testid=game-over]");
  const banner = await page.textContent("[data-testid=game-over]");
  assert(banner.includes("White wins") && banner.includes("Black resigned"), `banner: ${banner}`);
  assert(banner.startsWith("Game over."), `two players: the banner's heading: ${banner}`);
  assert((await page.textContent("[data-testid=resign]")) === "Resign", "no confirmation left over");
  assert((await page.$$("[data-testid=status]")).length === 1, "one status line");
  await page.screenshot({ path: path.join(shots, "11-game-over.png") });
  const rank1 = await page.$eval(sq("F1"), (e) => e.getBoundingClientRect().bottom);
  assert(rank1 <= 800, `rank 1 visible at 1280x800 with the banner: ${rank1}`);
  assert(await page.$eval("[data-testid=undo]", (b) => b.disabled), "a resignation is final");
  assert((await moveTexts(page)).length === 3, "the moves stay for review");
}, { viewport: { width: 1280, height: 800 } });

await test("against the computer, the finished game's banner says the player lost", async (page) => {
  await fresh(page);
  await page.click(sq("F7"));
  await page.click(sq("F8"));
  await waitMoves(page, 2);
  await page.click("[data-testid=resign]");
  await page.click("[data-testid=resign]");
  await page.waitForSelector("[data-testid=game-over]");
  const heading = (await page.textContent("[data-testid=game-over] strong")).trim();
  assert(heading === "You lost.", `the banner's heading: ${heading}`);
});

await test("hint draws the engine's suggestion; watch mode plays by itself", async (page) => {
  await fresh(page);
  await page.click("[data-testid=hint]");
  await page.waitForSelector(".path.hint", { timeout: 15000 });
  const said = await page.textContent("[data-testid=announce]");
  assert(said.startsWith("Hint: ") && engineMoves(START).includes(said.slice(6)), `hint: ${said}`);
  await page.screenshot({ path: path.join(shots, "13-hint.png") });
  await page.click("[data-testid=new-game]");
  await page.check("text=Computer against computer (watch)");
  await page.selectOption("[data-testid=level]", "1");
  await page.selectOption("[data-testid=speed]", "fast");
  await page.click("[data-testid=start-game]");
  await waitMoves(page, 4, 30000);
  // Watching, the last move is said while the next one is thought about (trial: the line
  // showed only when paused).
  const watched = await page.textContent("[data-testid=last-move]", { timeout: 5000 });
  assert(/^(White|Black) played /.test(watched), `the move just played: ${watched}`);
  const moves = await moveTexts(page);
  let pos = START;
  for (let i = 0; i < 4; i++) {
    assert(engineMoves(pos).includes(moves[i]), `${moves[i]} legal in ${pos}`);
    pos = positionAfter(moves.slice(0, i + 1));
  }
  await page.click("[data-testid=new-game]");
  await page.check("text=Two players on this device");
  await page.click("[data-testid=start-game]");
  await page.waitForTimeout(300);
  assert((await moveTexts(page)).length === 0, "a new game stops the watched one");
});

await test("corrupt saved data is discarded with a notice", async (page) => {
  await fresh(page);
  await page.evaluate(() => localStorage.setItem("camelot.game", "{not json"));
  await page.reload();
  await page.waitForSelector("[data-testid=notice].error");
  const notice = await page.textContent("[data-testid=notice].error");
  assert(notice.includes("could not be restored"), `notice: ${notice}`);
  assert((await moveTexts(page)).length === 0, "a new game");
  assert((await status(page)).includes("Your move (White)"), "playable");
});

for (const [size, viewport] of [["desktop", { width: 1280, height: 900 }], ["phone", { width: 390, height: 844 }]]) {
  await test(`notices never cover the board (${size})`, async (page) => {
    await fresh(page);
    const apart = async (what) => {
      const n = await (await page.waitForSelector("[data-testid=notice]")).boundingBox();
      const b = await (await page.$("svg.board")).boundingBox();
      const overlap = n.x < b.x + b.width && b.x < n.x + n.width && n.y < b.y + b.height && b.y < n.y + n.height;
      assert(!overlap, `${what}: notice ${JSON.stringify(n)} over the board ${JSON.stringify(b)}`);
      assert(n.y >= 0 && n.y + n.height <= viewport.height, `${what}: the notice is in sight: ${JSON.stringify(n)}`);
    };
    await page.goto(BASE + "?position=not-a-position");
    await page.waitForSelector(sq("F7"));
    await apart("an error");
    await page.screenshot({ path: path.join(shots, `16-notice-error-${size}.png`) });
    await page.click("[data-testid=notice] .close");
    await page.goto(BASE + "?position=" + encodeURIComponent(CANTER));
    await page.waitForSelector("text=Position loaded from the link.");
    await apart("a success");
    await page.screenshot({ path: path.join(shots, `16-notice-${size}.png`) });
    // Scrolled to the bottom of the page, too.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await apart("scrolled");
    await page.screenshot({ path: path.join(shots, `16-notice-scrolled-${size}.png`) });
  }, { viewport });
}

await test("phone-sized screen", async (page) => {
  await fresh(page);
  await page.click(sq("C6"));
  await page.screenshot({ path: path.join(shots, "12-phone.png"), fullPage: true });
  await page.click("[data-testid=flip]");
  const f7 = await (await page.$(sq("F7"))).boundingBox();
  const f10 = await (await page.$(sq("F10"))).boundingBox();
  assert(f7.y < f10.y, "flipped: White's side at the top");
  await page.screenshot({ path: path.join(shots, "15-phone-flipped.png") });
}, { viewport: { width: 390, height: 844 } });

await browser.close();
server.close();

console.log("budgets:", JSON.stringify(report, null, 2));
const failed = results.filter((r) => !r.ok);
console.log(`${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
