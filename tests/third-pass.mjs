// End-to-end tests of the app's third pass (issue 21): what a new player hit in the new pages.
// Each test names the item it covers; each failed before its fix. Runs against a release build
// in dist/.
import fs from "node:fs";
import path from "node:path";
import { assert, finish, freshPage, launch, serveDir, shot, sq, squaresWith, test, dist } from "./browser-harness.mjs";

const site = await serveDir(dist);
const BASE = site.url;
const ORIGIN = new URL(BASE).origin;
const browser = await launch();
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

const status = (page) => page.textContent("[data-testid=status]");
const moveTexts = (page) =>
  page.$$eval("[data-testid=move-list] button.mv", (els) => els.map((e) => e.firstChild.textContent.trim()));
const fresh = (page, query = "") => freshPage(page, BASE, query);
const box = (page, sel) => page.$eval(sel, (e) => {
  const r = e.getBoundingClientRect();
  return { x: r.x, y: r.y, width: r.width, height: r.height, bottom: r.bottom, right: r.right };
});

async function newGame(page, kind, extra = async () => {}) {
  await page.click("[data-testid=new-game]");
  await page.check(`text=${kind}`);
  await extra();
  await page.click("[data-testid=start-game]");
}

async function paste(page, text) {
  await page.click("[data-testid=paste]");
  await page.fill("[data-testid=paste-text]", text);
  await page.click("[data-testid=paste-load]");
}

/** A saved analysis of `record` with a review whose evaluations (White's view) are `evals`. */
async function savedAnalysis(page, record, moves, evals) {
  await page.goto(BASE);
  await page.waitForSelector(sq("F7"));
  await page.evaluate(([record, moves, evals]) => {
    localStorage.clear();
    localStorage.setItem("camelot.analysis", JSON.stringify({
      version: 1, source: "-|-|-", record, node: "", flipped: false, engine: false, depth: "quick",
      review: { nodes: 60000, first: "white", moves, evals },
    }));
  }, [record, moves, evals]);
  await page.goto("about:blank");
  await page.goto(BASE + "#/analysis");
  await page.waitForSelector("[data-testid=analysis] svg.board");
}

await test("1. review verdicts use lichess's scale: 5, 10 and 15 points of winning chances", browser, ORIGIN, async (page) => {
  // White's J6-K5 costs 8 points (50% to 42%), Black's J11-K12 is the engine's own move, and
  // White's K5-L4 costs 13 points more (42% to 29%): an inaccuracy and a mistake. On the old
  // scale (10, 20, 30 points) the first went unmarked and the second was only an inaccuracy.
  // (Scores on the curve of camelot_ai::winprob, K = 0.004949: −65 is 42%, −181 is 29%.)
  const record = "1. J6-K5 J11-K12 2. K5-L4 *";
  await savedAnalysis(page, record, ["J6-K5", "J11-K12", "K5-L4"], [
    { score: 0, best: "F7-F8", depth: 6 },
    { score: -65, best: "J11-K12", depth: 6 },
    { score: -65, best: "F7-F8", depth: 6 },
    { score: -181, best: "F10-F9", depth: 6 },
  ]);
  await page.waitForSelector("[data-testid=move-list] button.mv");
  const glyphs = await page.$$eval("[data-testid=move-list] button.mv", (els) => els.map((e) => e.dataset.glyph));
  assert(JSON.stringify(glyphs) === JSON.stringify(["?!", "", "?"]), `marks: ${glyphs}`);
  // 5. Learning from the mistakes finds White's, and says beside the button when a side has none.
  await page.click("[data-testid=learn-black]");
  const note = await page.textContent("[data-testid=review-note]");
  assert(note.includes("no mistake of Black's"), `answered: ${note}`);
  const b = await box(page, "[data-testid=learn-black]");
  const n = await box(page, "[data-testid=review-note]");
  const { innerHeight } = await page.evaluate(() => ({ innerHeight: window.innerHeight }));
  assert(n.y >= 0 && n.bottom <= innerHeight, `the answer is on screen: ${JSON.stringify(n)}`);
  assert(Math.abs(n.y - b.bottom) < 140, `the answer is next to the button: ${JSON.stringify({ b, n })}`);
  await shot(page, "third-01-review-scale.png");
  await page.click("[data-testid=learn-white]");
  await page.waitForSelector("[data-testid=learn-prompt]");
  assert((await page.textContent("[data-testid=learn-prompt]")).includes("K5-L4"), "White's mistake found");
  const p = await box(page, "[data-testid=learn-panel]");
  assert(p.y >= 0 && p.y < innerHeight, `the drill is brought into view: ${JSON.stringify(p)}`);
});

await test("2. a game pasted into a paused watched game is for two players, and nothing moves", browser, ORIGIN, async (page) => {
  await fresh(page);
  await newGame(page, "Computer against computer", async () => {
    await page.selectOption("[data-testid=level]", "1");
    await page.selectOption("[data-testid=level-black]", "1");
    await page.selectOption("[data-testid=speed]", "fast");
  });
  await page.waitForFunction(() => document.querySelectorAll("[data-testid=move-list] button.mv").length >= 2);
  await page.click("[data-testid=pause]");
  await paste(page, "1. J6-K5 J11-K12 2. K5-L4 *");
  await page.click("[data-testid=open-link]");
  await page.waitForFunction(() => document.querySelectorAll("[data-testid=move-list] button.mv").length === 3);
  const mode = await page.textContent("[data-testid=mode]");
  assert(mode.startsWith("Two players on this device"), `the pasted game is for two players: ${mode}`);
  await page.waitForTimeout(2500);
  assert((await moveTexts(page)).length === 3, `no computer moves were added: ${await moveTexts(page)}`);
  assert(!(await page.$("[data-testid=pause]")), "no Pause/Resume for a game of two players");
});

await test("3. a deleted line comes back from the notice's Undo; Delete never slides under the pointer", browser, ORIGIN, async (page) => {
  await fresh(page);
  await newGame(page, "Two players on this device");
  await paste(page, "1. J6-K5 J11-K12 (1... F10-F9 {a quiet reply} 2. K5-L4) 2. K5-L4 *");
  await page.waitForFunction(() => document.querySelectorAll("[data-testid=move-list] button.mv").length === 5);
  await page.click('[data-testid=move-list] button.mv[data-node="0.1"]');
  // A double click on Promote promotes, and its second click, whatever slid under it, deletes
  // nothing.
  const promote = await box(page, "[data-testid=promote]");
  await page.mouse.dblclick(promote.x + promote.width / 2, promote.y + promote.height / 2);
  await page.waitForTimeout(100);
  assert((await moveTexts(page)).length === 5, `a double click on Promote deletes nothing: ${await moveTexts(page)}`);
  await page.waitForTimeout(500);
  await page.click("[data-testid=delete-move]");
  const notice = await page.textContent("[data-testid=notice]");
  assert(notice.includes("Line deleted (2 moves, 1 comment)"), `the notice says what went: ${notice}`);
  assert((await moveTexts(page)).length === 3, "deleted");
  await shot(page, "third-03-deleted-undo.png");
  await page.click("[data-testid=undo-tree]");
  await page.waitForFunction(() => document.querySelectorAll("[data-testid=move-list] button.mv").length === 5);
  assert((await page.textContent("[data-testid=move-list]")).includes("a quiet reply"), "the comment is back");
});

await test("4. looking back at a watched game says it waits, and Resume returns to the game", browser, ORIGIN, async (page) => {
  await fresh(page);
  await newGame(page, "Computer against computer", async () => {
    await page.selectOption("[data-testid=level]", "1");
    await page.selectOption("[data-testid=level-black]", "3");
    await page.selectOption("[data-testid=speed]", "fast");
  });
  // 9. The header names both levels when they differ.
  const mode = await page.textContent("[data-testid=mode]");
  assert(mode.includes("White level 1") && mode.includes("Black level 3"), `both levels: ${mode}`);
  await page.waitForFunction(() => document.querySelectorAll("[data-testid=move-list] button.mv").length >= 3);
  await page.keyboard.press("Home");
  const s = await status(page);
  assert(s.includes("wait while you look back") && s.includes("Resume"), `the status says why nothing moves: ${s}`);
  assert((await page.textContent("[data-testid=pause]")).trim() === "Resume", "the button offers Resume");
  const held = (await moveTexts(page)).length;
  await page.waitForTimeout(1500);
  assert((await moveTexts(page)).length === held, "the computers wait while the player looks back");
  await page.click("[data-testid=pause]");
  await page.waitForFunction((n) => document.querySelectorAll("[data-testid=move-list] button.mv").length > n, held);
  assert((await page.textContent("[data-testid=pause]")).trim() === "Pause", "playing again");
  assert(!(await page.$("[data-testid=viewing]")), "back at the game's end");
});

await test("6. the other pages load only their own bundle; no favicon request to abort", browser, ORIGIN, async (page) => {
  const seen = [];
  page.on("request", (r) => seen.push(new URL(r.url()).pathname));
  for (const hash of ["#/learn", "#/rules", "#/editor", "#/analysis"]) {
    seen.length = 0;
    await page.goto("about:blank");
    await page.goto(BASE + hash);
    await page.waitForSelector("svg.board, [data-testid=learn]");
    await page.waitForTimeout(300);
    const game = seen.filter((p) => /camelot-web-[0-9a-f]+(_bg\.wasm|\.js)$/.test(p));
    assert(game.length === 0, `${hash} loads none of the game page's code: ${game}`);
    assert(seen.some((p) => p.endsWith("pages_bg.wasm")), `${hash} loads pages.wasm: ${seen}`);
    assert(!seen.some((p) => /icon.*\.svg$/.test(p)), `no favicon request: ${seen}`);
  }
  seen.length = 0;
  await page.goto("about:blank");
  await page.goto(BASE);
  await page.waitForSelector(sq("F7"));
  await page.waitForTimeout(300);
  assert(!seen.some((p) => p.includes("pages")), `the game loads none of the pages' code: ${seen}`);
  assert(!seen.some((p) => p.endsWith("learn.css")), `nor the course's stylesheet: ${seen}`);
});

await test("7. phone: the board, the status and the step buttons fit one screen", browser, ORIGIN, async (page) => {
  await fresh(page);
  for (const [what, url] of [["game", BASE], ["analysis", BASE + "#/analysis"]]) {
    await page.goto("about:blank");
    await page.goto(url);
    await page.waitForSelector("svg.board");
    await page.waitForTimeout(300);
    const board = await box(page, "svg.board");
    const st = await box(page, "[data-testid=status]");
    const step = await box(page, "[data-testid=step-back]");
    assert(board.bottom <= 844 && st.bottom <= 844 && step.bottom <= 844,
      `${what}: board ${board.bottom}, status ${st.bottom}, steps ${step.bottom} within 844`);
    if (what === "game") {
      // The "Moves" heading stands right above the list it heads, not above the game's
      // buttons (Undo, Hint, ...), which come between the step buttons and it.
      const heading = await page.evaluate(() => {
        const h = document.querySelector(".moves-head h2").getBoundingClientRect();
        const undo = document.querySelector("[data-testid=undo]").getBoundingClientRect();
        const list = document.querySelector("[data-testid=move-list]").getBoundingClientRect();
        return { h: h.top, undo: undo.bottom, list: list.top };
      });
      assert(heading.h > heading.undo && heading.h < heading.list, `Moves heading at ${heading.h}: after Undo (${heading.undo}), before the list (${heading.list})`);
    }
    await shot(page, `third-07-phone-${what}.png`);
  }
}, PHONE);

await test("8. dark mode: every board mark has 3:1 against both squares in both themes", browser, ORIGIN, async (page) => {
  for (const theme of ["light", "dark"]) {
    await page.emulateMedia({ colorScheme: theme });
    await fresh(page, "?position=" + encodeURIComponent("2/8/10/m11/12/12/12/12/12/4m7/12/4mm6/4M5M1/10/8/2 w 0 0 1"));
    await page.click(sq("E4"));
    await page.hover(sq("E8"));
    const ratios = await page.evaluate(() => {
      const rgb = (c) => {
        const m = c.match(/rgba?\(([^)]+)\)/);
        if (!m) return null;
        const [r, g, b, a = 1] = m[1].split(",").map((x) => parseFloat(x));
        return { r, g, b, a };
      };
      const over = (top, under) => ({
        r: top.r * top.a + under.r * (1 - top.a), g: top.g * top.a + under.g * (1 - top.a), b: top.b * top.a + under.b * (1 - top.a), a: 1,
      });
      const lum = ({ r, g, b }) => [r, g, b].map((c) => { c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; })
        .reduce((s, c, i) => s + c * [0.2126, 0.7152, 0.0722][i], 0);
      const ratio = (x, y) => { const [a, b] = [lum(x), lum(y)].sort((p, q) => q - p); return (a + 0.05) / (b + 0.05); };
      const style = (sel, prop) => { const el = document.querySelector(sel); return el && rgb(getComputedStyle(el)[prop]); };
      const squares = {
        light: style(".sq.light:not(.castle) .bg", "fill"),
        dark: style(".sq.dark:not(.castle) .bg", "fill"),
      };
      const marks = {
        dot: style(".sq.dest .marker", "fill"),
        ring: style(".sq.next:not(.dest) .marker", "stroke"),
        cross: style(".capture-mark path", "stroke"),
        selected: style(".sq.selected .tint", "stroke"),
      };
      const out = {};
      for (const [m, c] of Object.entries(marks)) {
        if (!c) { out[m] = "missing"; continue; }
        for (const [s, sc] of Object.entries(squares)) out[`${m} on ${s}`] = +ratio(over(c, sc), sc).toFixed(2);
      }
      return out;
    });
    for (const [k, v] of Object.entries(ratios)) assert(v !== "missing" && v >= 3, `${theme}: ${k} ${v}:1 (${JSON.stringify(ratios)})`);
    await shot(page, `third-08-marks-${theme}.png`);
  }
});

await test("9. wording: results capitalised on the analysis board, the button above, two-level header", browser, ORIGIN, async (page) => {
  // Both sides down to one piece: a draw; a finished game on the analysis board.
  await fresh(page);
  await page.goto(BASE + "#/analysis?position=" + encodeURIComponent("2/8/10/12/12/12/12/12/12/4m7/12/12/4M7/10/8/2 w 0 0 1"));
  await page.waitForSelector("[data-testid=analysis] svg.board");
  const s = await status(page);
  assert(/over here: [A-Z]/.test(s), `capitalised: ${s}`);
  await page.goto(BASE);
  await page.waitForSelector(sq("F7"));
  await page.click(sq("F7"));
  await page.click(sq("F8"));
  await page.waitForFunction(() => document.querySelectorAll("[data-testid=move-list] button.mv").length >= 2);
  await page.goto(BASE + "?position=" + encodeURIComponent("2/8/10/m11/12/12/12/12/12/4m7/12/4mm6/4M5M1/10/8/2 w 0 0 1"));
  await page.click("[data-testid=open-link]");
  const notice = await page.textContent("[data-testid=notice]");
  assert(!notice.includes("below") && notice.includes("Undo brings it back"), `the notice names its own button: ${notice}`);
  assert(await page.$("[data-testid=notice] [data-testid=restore-previous]"), "which is in the notice");
});

await test("the New game dialog shows everything to start a game without scrolling", browser, ORIGIN, async (page) => {
  await fresh(page);
  await page.click("[data-testid=new-game]");
  const level = await box(page, "[data-testid=level]");
  const start = await box(page, "[data-testid=start-game]");
  assert(level.bottom <= 800 && start.bottom <= 800, `level ${level.bottom}, Start ${start.bottom} within 800`);
  const scrolls = await page.$eval("[data-testid=new-game-dialog]", (d) => d.scrollHeight > d.clientHeight + 2);
  assert(!scrolls, "the dialog does not scroll");
  await shot(page, "third-10-new-game.png");
}, DESKTOP);

await test("a finished game offers its review and analysis; Anti-Camelot says its goal", browser, ORIGIN, async (page) => {
  await fresh(page);
  await newGame(page, "Two players on this device");
  await page.click("[data-testid=resign]");
  await page.click("[data-testid=resign]");
  await page.waitForSelector("[data-testid=game-over]");
  const review = await page.getAttribute("[data-testid=review-game]", "href");
  assert(review.startsWith("#/analysis?record=") && review.endsWith("&review=1"), `review link: ${review}`);
  assert(await page.$("[data-testid=analyse-game]"), "an Analyse button");
  await page.click("[data-testid=review-game]");
  await page.waitForSelector("[data-testid=review-progress]", { timeout: 15000 });
  // The analysis shows the end of the resigned game as its end, not as "White to move".
  const said = await page.textContent("[data-testid=status]");
  assert(said.startsWith("The game is over here") && said.includes("resigned"), `the analysis's status: ${said}`);
  // Anti-Camelot's goal, in the status and in the legend.
  await fresh(page);
  await newGame(page, "Two players on this device", async () => { await page.check("[data-testid=variant-anti]"); });
  assert((await status(page)).includes("you win when you cannot move"), `the goal is said: ${await status(page)}`);
  await page.click(sq("F7"));
  assert((await page.textContent("[data-testid=legend]")).includes("you win when you cannot move"), "and in the legend");
});

await test("trial: Undo waits for Black's first move; the result stands after the last move", browser, ORIGIN, async (page) => {
  await fresh(page);
  await newGame(page, "You against the computer", async () => { await page.check("[data-testid=color-black]"); });
  await page.waitForFunction(() => document.querySelectorAll("[data-testid=move-list] button.mv").length >= 1);
  assert(await page.$eval("[data-testid=undo]", (b) => b.disabled), "nothing of the player's to take back yet");
  await newGame(page, "Two players on this device");
  await page.click("[data-testid=resign]");
  await page.click("[data-testid=resign]");
  const result = await page.textContent("[data-testid=move-list-result]");
  assert(result.startsWith("0-1") && result.includes("White resigned"), `the result in the list: ${result}`);
});

await test("engine lines keep their order under the pointer; the status says what a move back there does", browser, ORIGIN, async (page) => {
  await fresh(page);
  await page.goto(BASE + "#/analysis");
  await page.waitForSelector("[data-testid=analysis-line]", { timeout: 15000 });
  await page.hover("[data-testid=analysis-lines]");
  const first = await page.$$eval("[data-testid=analysis-line]", (els) => els.map((e) => e.dataset.moves));
  assert((await page.getAttribute("[data-testid=analysis-lines]", "data-held")) === "true", "held under the pointer");
  await page.waitForTimeout(1500);
  const later = await page.$$eval("[data-testid=analysis-line]", (els) => els.map((e) => e.dataset.moves));
  assert(JSON.stringify(first) === JSON.stringify(later), "the lines did not move under the pointer");
  await page.mouse.move(0, 0);
  // On the game page, both modes say what a move at an earlier position will do.
  await page.goto(BASE);
  await page.waitForSelector(sq("F7"));
  await page.click(sq("F7"));
  await page.click(sq("F8"));
  await page.waitForFunction(() => document.querySelectorAll("[data-testid=move-list] button.mv").length >= 2);
  await page.click("[data-testid=undo]");
  assert((await status(page)).includes("takes the later ones back"), `against the computer: ${await status(page)}`);
  await newGame(page, "Two players on this device");
  await page.click(sq("F7"));
  await page.click(sq("F8"));
  await page.click("[data-testid=undo]");
  assert((await status(page)).includes("starts a side line"), `two players: ${await status(page)}`);
});

await test("the editor's play buttons take a level; Share embeds the side line and move shown", browser, ORIGIN, async (page) => {
  await fresh(page);
  await page.goto(BASE + "#/editor");
  await page.waitForSelector("[data-testid=editor-level]");
  await page.selectOption("[data-testid=editor-level]", "5");
  await page.click("[data-testid=editor-play]");
  await page.waitForSelector(sq("F7"));
  const open = await page.$("[data-testid=open-link]");
  if (open) await page.click("[data-testid=open-link]");
  await page.waitForFunction(() => document.querySelector("[data-testid=mode]")?.textContent.includes("level 5"));
  await newGame(page, "Two players on this device");
  await paste(page, "1. J6-K5 J11-K12 (1... F10-F9 2. K5-L4) 2. K5-L4 *");
  await page.click('[data-testid=move-list] button.mv[data-node="0.1"]');
  await page.click("[data-testid=share]");
  const snippet = await page.inputValue("[data-testid=share-embed-game]");
  assert(snippet.includes("&amp;node=0.1"), `the move shown, in its side line: ${snippet}`);
  // The captured-pieces line fits one line on a desktop.
  await page.keyboard.press("Escape");
  const taken = await box(page, "[data-testid=captured]");
  assert(taken.height < 30, `one line: ${taken.height}px`);
}, DESKTOP);

await test("offline: one copy of each file in the precache", browser, ORIGIN, async () => {
  const sw = fs.readFileSync(path.join(dist, "sw.js"), "utf8");
  const files = JSON.parse(sw.match(/const FILES = (\[[\s\S]*?\]);/)[1]);
  assert(!files.includes("style.css"), "no unhashed copy of style.css");
  assert(!files.some((f) => /^icon-[0-9a-f]+\.svg$/.test(f)), "no hashed copy of icon.svg");
  const html = fs.readFileSync(path.join(dist, "index.html"), "utf8");
  assert(!/rel=["']?(module)?preload/.test(html), "no preloads of the game's files in index.html");
});

finish("third pass");
