// End-to-end tests of the puzzle page (#/puzzles) against a release build in dist/ and the
// packs in dist/puzzles/: solving (the rating up, kept over a reload), a wrong move (retry,
// view the solution), hints, a streak, the theme links of the course, a phone with taps,
// the keyboard, bad ids, damaged packs and damaged saved data, offline play.
import fs from "node:fs";
import path from "node:path";
import { assert, finish, launch, serveDir, shot, sq, squaresWith, test, dist } from "./browser-harness.mjs";

const site = await serveDir(dist);
const BASE = site.url;
const ORIGIN = new URL(BASE).origin;
const browser = await launch();

const PACK = JSON.parse(fs.readFileSync(path.join(dist, "puzzles/camelot.json"), "utf8"));
const byId = (id) => PACK.find((p) => p.id === id);
// The squares of a move's text: "E4-E6xE8" -> ["E4", "E6", "E8"].
const squares = (move) => move.split(/[-x]/);

async function open(page, hash = "#/puzzles", { clear = true } = {}) {
  if (clear) {
    await page.goto(BASE + "#/puzzles");
    await page.evaluate(() => localStorage.clear());
  }
  await page.goto(BASE + hash);
  // The page shown before this link may still be on the screen for a moment: wait for the
  // puzzle the link names.
  const id = new URLSearchParams(hash.split("?")[1] ?? "").get("id");
  await page.waitForSelector(id && byId(id) ? `[data-testid=puzzle][data-puzzle="${id}"]` : "[data-testid=puzzle]");
}

const current = (page) => page.$eval("[data-testid=puzzle]", (e) => ({ id: e.dataset.puzzle, ply: Number(e.dataset.ply) }));
const rating = (page) => page.$eval("[data-testid=puzzle-rating]", (e) => Number(e.dataset.rating));
const result = (page) => page.$eval("[data-testid=puzzle-result]", (e) => e.dataset.result).catch(() => null);

/** Plays `move` on the board as a player would: the piece, then the square it ends on (the
 * board finds the path; a click on a landing where a move may end plays that move); a choice
 * between captures is answered, a finger's preview confirmed. */
async function play(page, move, { touch = false } = {}) {
  const press = (s) => (touch ? page.tap(sq(s)) : page.click(sq(s)));
  const [from, ...landings] = squares(move);
  const to = landings[landings.length - 1];
  const ply = (await current(page)).ply;
  const settled = async () => (await current(page)).ply !== ply || (await result(page));
  await press(from);
  await press(to);
  for (let i = 0; i < 4 && !(await settled()); i++) {
    if (await page.$("[data-testid=chooser]")) {
      const choice = await page.$(`[data-testid=move-choice][data-move="${move}"]`) ?? await page.$("[data-testid=move-choice]");
      await (touch ? choice.tap() : choice.click());
    } else if (await page.$("[data-testid=confirm-move]")) {
      await (touch ? page.tap("[data-testid=confirm-move]") : page.click("[data-testid=confirm-move]"));
    } else {
      await press(to);
    }
  }
}

/** Solves the puzzle on the board from its pack line, waiting for each reply. */
async function solve(page, opts = {}) {
  const { id } = await current(page);
  const line = byId(id).moves;
  for (let i = 0; i < line.length; i += 2) {
    await page.waitForFunction((ply) => document.querySelector("[data-testid=puzzle]").dataset.ply === String(ply), i);
    await play(page, line[i], opts);
  }
  await page.waitForSelector("[data-testid=puzzle-result][data-result]");
}

/** A legal move of the solver that is not the solution: another destination, from the move
 * list of the CLI-independent page (a piece the page marks movable, or any own piece). */
/** Ends the wrong move chosen by `wrongMove` on `to`: a multi-leg move is previewed first and
 * played by its confirmation (careful entry), a choice between captures takes the first. */
async function endWrong(page, to) {
  await page.click(sq(to));
  if (await page.$("[data-testid=confirm-move]")) await page.click("[data-testid=confirm-move]");
  else if (await page.$("[data-testid=move-choice]")) await page.click("[data-testid=move-choice]");
}

async function wrongMove(page) {
  const { id } = await current(page);
  const p = byId(id);
  const want = squares(p.moves[0]);
  const colour = p.position.split(" ").find((t) => t === "w" || t === "b") === "w" ? "white" : "black";
  const own = await page.$$eval(`[data-piece^="${colour}-"]`, (els) => els.map((e) => e.dataset.at));
  for (const from of own) {
    await page.click(sq(from));
    const dests = (await squaresWith(page, "dest")).filter((d) => d !== want[want.length - 1] && !/^(F|G)(1|16)$/.test(d));
    if (dests.length) return [from, dests[0]];
    await page.keyboard.press("Escape");
  }
  throw new Error(`no wrong move found in ${id}`);
}

await test("solve a puzzle: its reply is played, the rating rises and stays over a reload", browser, ORIGIN, async (page) => {
  await open(page);
  assert((await rating(page)) === 1500, "a new player is rated 1500");
  assert(await page.$eval("[data-testid=puzzles-link]", (a) => a.getAttribute("aria-current") === "page"), "the header marks the page");
  const { id } = await current(page);
  const p = byId(id);
  assert(p, `the puzzle ${id} is from the pack`);
  const last = squares(p.last);
  assert((await squaresWith(page, "last-to")).includes(last[last.length - 1]), "the opponent's last move is shown");
  const flipped = p.position.split(" ").includes("b");
  await shot(page, "puzzles-01-start.png");
  await solve(page);
  assert((await result(page)) === "solved", "solved");
  const after = await rating(page);
  assert(after > 1500, `the rating rose: ${after}`);
  assert((await page.textContent("[data-testid=puzzle-rating-change]")).startsWith("+"), "the change is shown");
  await shot(page, "puzzles-02-solved.png");
  await page.reload();
  await page.waitForSelector("[data-testid=puzzle]");
  assert((await rating(page)) === after, "the rating is kept over a reload");
  // The address names the puzzle on the board, so a reload comes back to it (as on lichess);
  // solved again it is not rated again.
  assert((await current(page)).id === id, "a reload comes back to the puzzle");
  const history = await page.$$eval("[data-testid=puzzle-history] li", (els) => els.map((e) => [e.textContent, e.dataset.result]));
  assert(history.length === 1 && history[0][0].includes(id) && history[0][1] === "solved", `history: ${JSON.stringify(history)}`);
  await solve(page);
  assert((await rating(page)) === after, "a replay leaves the rating");
  assert((await page.textContent("[data-testid=puzzle-rating-change]")).includes("not rated"), "a replay says so");
  await page.click("[data-testid=puzzle-next]");
  await page.waitForFunction((old) => document.querySelector("[data-testid=puzzle]")?.dataset.puzzle !== old, id);
  assert((await page.evaluate(() => location.hash)).includes(`id=${(await current(page)).id}`), "the address follows the puzzle");
  void flipped;
});

await test("a wrong move fails: it stays marked, Retry and View solution", browser, ORIGIN, async (page) => {
  const p = PACK.find((q) => q.moves.length >= 3) ?? PACK[0];
  await open(page, `#/puzzles?id=${p.id}`);
  assert((await current(page)).id === p.id, "the puzzle asked for by id");
  const [from, to] = await wrongMove(page);
  await endWrong(page, to);
  await page.waitForSelector("[data-testid=puzzle-result][data-result=failed]");
  assert((await squaresWith(page, "wrong")).includes(to), "the wrong move's square is marked");
  assert(await page.$(`${sq(to)} ~ * [data-at="${to}"], [data-at="${to}"]`), "the wrong move stands on the board");
  assert((await rating(page)) < 1500, "the rating fell");
  // Retry is offered: the task stands, and the themes (which would give it away) wait.
  assert(await page.$("[data-testid=task]"), "the task stands while Retry is offered");
  const caption = await page.textContent("[data-testid=puzzle-caption]");
  assert(!(await page.$(".theme-notes li")) && !p.themes.some((t) => caption.includes(t)), `no themes yet: ${caption}`);
  await shot(page, "puzzles-03-wrong.png");
  await page.click("[data-testid=puzzle-retry]");
  assert(await page.$(`[data-at="${from}"]`), "Retry takes the wrong move back");
  assert((await result(page)) === "failed", "the result stays a miss");
  await page.click("[data-testid=puzzle-solution]");
  await page.waitForFunction((n) => document.querySelector("[data-testid=puzzle]").dataset.ply === String(n), p.moves.length, { timeout: 15000 });
  const feedback = await page.textContent("[data-testid=puzzle-feedback]");
  assert(feedback.includes(p.moves[0]), `the solution is written out: ${feedback}`);
  assert(await page.$("[data-testid=puzzle-next]"), "next puzzle offered");
  assert(!(await page.$("[data-testid=task]")), "the task is done once the solution is shown");
  await shot(page, "puzzles-04-solution.png");
});

await test("hints: first the piece, then the whole move; the solve counts as a miss", browser, ORIGIN, async (page) => {
  await open(page);
  const { id } = await current(page);
  const first = squares(byId(id).moves[0]);
  await page.click("[data-testid=puzzle-hint]");
  assert(JSON.stringify(await squaresWith(page, "selected")) === JSON.stringify([first[0]]), "the piece is marked");
  // The hint picks the piece up: its landings show, as after a click on it.
  const landings = [...(await squaresWith(page, "dest")), ...(await squaresWith(page, "next"))];
  assert(landings.includes(first[1]), `the piece's landings are marked: ${landings}`);
  await page.click("[data-testid=puzzle-hint]");
  assert((await squaresWith(page, "dest")).includes(first[first.length - 1]), "the destination is marked");
  assert(await page.$(".path.hint, .paths .hint"), "the move is drawn");
  await shot(page, "puzzles-05-hint.png");
  await solve(page);
  assert((await result(page)) === "solved", "solved");
  assert((await rating(page)) < 1500, "a hint counts as a miss for the rating");
  const history = await page.textContent("[data-testid=puzzle-history]");
  assert(history.includes("with a hint"), history);
});

await test("puzzle streak: harder puzzles until the first miss; the best is kept", browser, ORIGIN, async (page) => {
  await open(page);
  await page.click("[data-testid=puzzle-streak-start]");
  await page.waitForSelector("[data-testid=puzzle-streak]");
  assert(!(await page.$("[data-testid=puzzle-hint]")), "no hints in a streak");
  const first = byId((await current(page)).id);
  await solve(page);
  assert(await page.$eval("[data-testid=puzzle-streak]", (e) => e.dataset.count === "1"), "one in a row");
  await page.click("[data-testid=puzzle-next]");
  await page.waitForFunction((id) => document.querySelector("[data-testid=puzzle]").dataset.puzzle !== id, first.id);
  const second = byId((await current(page)).id);
  assert(second.rating >= first.rating, `harder: ${first.rating} then ${second.rating}`);
  const [, to] = await wrongMove(page);
  await endWrong(page, to);
  await page.waitForSelector("[data-testid=puzzle-result][data-result=failed]");
  const text = await page.textContent("[data-testid=puzzle-result]");
  assert(text.includes("Streak over") && text.includes("one puzzle"), text);
  assert((await rating(page)) === 1500, "a streak is not rated");
  await shot(page, "puzzles-06-streak-over.png");
  await page.reload();
  await page.waitForSelector("[data-testid=puzzle]");
  const saved = JSON.parse(await page.evaluate(() => localStorage.getItem("camelot.puzzles")));
  assert(saved.best_streak.camelot === 1, `best streak kept: ${JSON.stringify(saved.best_streak)}`);
});

await test("themes: the course links to puzzles of each rule; the theme choice filters", browser, ORIGIN, async (page) => {
  await page.goto(BASE + "#/learn/charge");
  await page.waitForSelector("[data-testid=practise]");
  assert((await page.textContent("[data-testid=practise]")).includes("charge"), "the lesson names its practice");
  await page.click("[data-testid=practise]");
  await page.waitForSelector("[data-testid=puzzle]");
  const themes = await page.$eval("[data-testid=puzzle]", (e) => e.dataset.themes.split(" "));
  assert(themes.includes("charge"), `a charge puzzle: ${themes}`);
  assert((await page.$eval("[data-testid=puzzle-theme]", (s) => s.value)) === "charge", "the theme is chosen");
  await page.selectOption("[data-testid=puzzle-theme]", "multiJump");
  await page.waitForFunction(() => document.querySelector("[data-testid=puzzle]").dataset.themes.split(" ").includes("multiJump"));
  await page.selectOption("[data-testid=puzzle-game]", "camette");
  await page.waitForFunction(() => document.querySelector("[data-testid=puzzle]")?.dataset.game === "camette");
  await shot(page, "puzzles-07-camette.png");
});

await test("a phone: taps and the multi-leg confirmation; the board and task fit", browser, ORIGIN, async (page) => {
  const multi = PACK.find((p) => squares(p.moves[0]).length >= 3) ?? PACK[0];
  await open(page, `#/puzzles?id=${multi.id}`);
  const box = await page.$eval(".board-area", (e) => e.getBoundingClientRect().toJSON());
  assert(box.width <= 390 && box.x >= 0, `the board fits the width: ${JSON.stringify(box)}`);
  await solve(page, { touch: true });
  assert((await result(page)) === "solved", "solved by taps");
  await shot(page, "puzzles-08-phone.png", { fullPage: true });
}, { viewport: { width: 390, height: 844 }, hasTouch: true });

await test("the keyboard: a move entered with Enter on focused squares", browser, ORIGIN, async (page) => {
  const one = PACK.find((p) => p.moves.length === 1 && squares(p.moves[0]).length === 2) ?? PACK[0];
  await open(page, `#/puzzles?id=${one.id}`);
  const [from, to] = squares(one.moves[0]);
  await page.focus(sq(from));
  await page.keyboard.press("Enter");
  await page.focus(sq(to));
  await page.keyboard.press("Enter");
  await page.waitForSelector("[data-testid=puzzle-result][data-result]");
  assert((await result(page)) === "solved", "solved from the keyboard");
});

await test("a bad id, a damaged pack and damaged saved data get clear messages", browser, ORIGIN, async (page, context) => {
  await open(page, "#/puzzles?id=no-such-puzzle");
  await page.waitForSelector("[data-testid=notice]");
  assert((await page.textContent("[data-testid=notice]")).includes("no-such-puzzle"), "the bad id is named");
  assert((await current(page)).id, "another puzzle is shown");
  // Damaged saved data: the page starts afresh and says so.
  await page.goto(BASE + "#/puzzles");
  await page.evaluate(() => localStorage.setItem("camelot.puzzles", "{\"version\":1,\"ratings\":{"));
  await page.reload();
  await page.waitForSelector("[data-testid=puzzle]");
  assert((await page.textContent("[data-testid=notice]")).includes("could not be read"), "damaged data named");
  assert((await rating(page)) === 1500, "a fresh rating");
  // A damaged pack.
  await context.route("**/puzzles/cam.json", (r) => r.fulfill({ status: 200, contentType: "application/json", body: "[{\"id\": 1" }));
  await page.selectOption("[data-testid=puzzle-game]", "cam");
  await page.waitForSelector("[data-testid=puzzle-error]");
  const error = await page.textContent("[data-testid=puzzle-error]");
  assert(error.includes("could not be loaded") && error.includes("line 1"), error);
  await shot(page, "puzzles-09-damaged-pack.png");
  await context.unroute("**/puzzles/cam.json");
  await page.click("[data-testid=puzzle-reload]");
  await page.waitForFunction(() => document.querySelector("[data-testid=puzzle]")?.dataset.game === "cam");
});

await test("offline: a pack fetched once is played with the network cut", browser, ORIGIN, async (page, context) => {
  await open(page);
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15000 });
  await context.setOffline(true);
  await page.reload();
  await page.waitForSelector("[data-testid=puzzle]", { timeout: 15000 });
  await solve(page);
  assert((await result(page)) === "solved", "solved offline");
});

await test("dark theme", browser, ORIGIN, async (page) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await open(page);
  await page.click("[data-testid=puzzle-hint]");
  await shot(page, "puzzles-10-dark.png");
});

// The trial of the puzzle page (desktop and phone) found these; each failed before its fix.
await test("trial: a charge entered landing by landing with a mouse is not played half-way", browser, ORIGIN, async (page) => {
  // A first move with a canter leg and more legs after it: its first landing is a place where
  // a shorter move may end, and a click there must not be taken for that move.
  const p = PACK.find((q) => /^[A-L]\d+-[A-L]\d+[-x]/.test(q.moves[0]));
  assert(p, "the pack has a puzzle starting with a multi-leg move");
  await open(page, `#/puzzles?id=${p.id}`);
  const path = squares(p.moves[0]);
  for (const [i, s] of path.entries()) {
    await page.click(sq(s));
    if (i < path.length - 1) assert((await result(page)) === null, `a click on ${s} of ${p.moves[0]} is not judged yet`);
    if ((await current(page)).ply > 0) break;
    if (await page.$("[data-testid=confirm-move]")) {
      const status = await page.textContent("[data-testid=entry-status]");
      assert(status.startsWith(`Click ${s} again`), `a mouse is asked to click: ${status}`);
    }
  }
  // The last landing clicked again plays the whole move (if it was only shown).
  if ((await current(page)).ply === 0) await page.click(sq(path[path.length - 1]));
  await page.waitForFunction(() => Number(document.querySelector("[data-testid=puzzle]").dataset.ply) > 0 || document.querySelector("[data-testid=puzzle-result]"));
  assert((await result(page)) !== "failed", "the whole move was played, not a part of it");
});

await test("trial: Enter on Next and Enter again does not give the next puzzle away", browser, ORIGIN, async (page) => {
  await open(page);
  await solve(page);
  const { id } = await current(page);
  await page.focus("[data-testid=puzzle-next]");
  await page.keyboard.press("Enter");
  await page.waitForFunction((old) => document.querySelector("[data-testid=puzzle]").dataset.puzzle !== old, id);
  await page.keyboard.press("Enter");
  await page.waitForTimeout(300);
  assert((await result(page)) === null, "the second Enter neither showed the solution nor failed the puzzle");
  const focused = await page.evaluate(() => document.activeElement?.closest("[data-square]")?.dataset.square ?? document.activeElement?.tagName);
  assert(/^[A-P]\d+$/.test(focused), `the focus went to the board: ${focused}`);
});

await test("trial: Cam's board fits the window, on a desktop and on a phone", browser, ORIGIN, async (page) => {
  await open(page, "#/puzzles?game=cam");
  await page.waitForSelector("[data-testid=puzzle][data-game=cam]");
  const box = await page.$eval("[data-testid=puzzle] svg", (e) => e.getBoundingClientRect().toJSON());
  assert(box.bottom <= 800 + 1, `the board ends within the window: ${JSON.stringify(box)}`);
}, { viewport: { width: 1280, height: 800 } });

await test("trial: Cam on a phone leaves the task and its buttons on the screen", browser, ORIGIN, async (page) => {
  await open(page, "#/puzzles?game=cam");
  await page.waitForSelector("[data-testid=puzzle][data-game=cam]");
  const board = await page.$eval("[data-testid=puzzle] svg", (e) => e.getBoundingClientRect().toJSON());
  const solution = await page.$eval("[data-testid=puzzle-solution]", (e) => e.getBoundingClientRect().toJSON());
  assert(board.width <= 390 && board.bottom < 844 * 0.8, `the board leaves room: ${JSON.stringify(board)}`);
  assert(solution.bottom <= 844, `the buttons are on the screen: ${JSON.stringify(solution)}`);
  await shot(page, "puzzles-cam-phone.png");
}, { viewport: { width: 390, height: 844 }, hasTouch: true });

await test("trial: a hint counts at once, a reload keeps the place, a replay is not rated", browser, ORIGIN, async (page) => {
  await open(page);
  const { id } = await current(page);
  // The cost is said before the first hint (the button's title never shows on a touch screen).
  const cost = await page.textContent("[data-testid=puzzle-hint-cost]").catch(() => null);
  assert(cost === "A hint counts the puzzle as missed in your rating.", `the cost said before: ${cost}`);
  await page.click("[data-testid=puzzle-hint]");
  assert(!(await page.$("[data-testid=puzzle-hint-cost]")), "then what it did instead");
  const hinted = await rating(page);
  assert(hinted < 1500, `the hint counted as a miss at once: ${hinted}`);
  assert(await page.$("[data-testid=puzzle-hint-note]"), "the page says the hint counts");
  await page.reload();
  await page.waitForSelector("[data-testid=puzzle]");
  assert((await current(page)).id === id, "the reload came back to the puzzle");
  await solve(page);
  assert((await rating(page)) === hinted, "solving it after the reload gains nothing");
  const history = await page.textContent("[data-testid=puzzle-history]");
  assert(history.includes("not rated"), `the replay is listed as not rated: ${history}`);
});

await test("trial: a streak goes on after a reload", browser, ORIGIN, async (page) => {
  await open(page);
  await page.click("[data-testid=puzzle-streak-start]");
  await page.waitForSelector("[data-testid=puzzle-streak][data-count='0']");
  const { id } = await current(page);
  await solve(page);
  await page.waitForSelector("[data-testid=puzzle-streak][data-count='1']");
  await page.reload();
  await page.waitForSelector("[data-testid=puzzle-streak][data-count='1']");
  assert((await current(page)).id !== id, "the streak goes on with its next puzzle");
});

await test("trial: on a phone a wrong move's Retry is on the screen", browser, ORIGIN, async (page) => {
  const p = PACK[0];
  await open(page, `#/puzzles?id=${p.id}`);
  const [, to] = await wrongMove(page);
  await endWrong(page, to);
  await page.waitForSelector("[data-testid=puzzle-result][data-result=failed]");
  await page.waitForTimeout(300);
  const retry = await page.$eval("[data-testid=puzzle-retry]", (e) => e.getBoundingClientRect().toJSON());
  assert(retry.top >= 0 && retry.bottom <= 844, `Retry is on the screen: ${JSON.stringify(retry)}`);
  await shot(page, "puzzles-phone-wrong.png");
}, { viewport: { width: 390, height: 844 }, hasTouch: true });

await test("trial: a finished puzzle's line can be stepped through, by buttons and arrow keys", browser, ORIGIN, async (page) => {
  const p = PACK.find((q) => q.moves.length >= 3) ?? PACK[0];
  await open(page, `#/puzzles?id=${p.id}`);
  await solve(page);
  const from = squares(p.moves[0])[0];
  assert(!(await page.$(`[data-at="${from}"]`)), "at the end the first move's piece has left its square");
  await page.click("[data-testid=puzzle-start]");
  assert(await page.$(`[data-at="${from}"]`), "at the start it stands there again");
  assert((await page.textContent("[data-testid=puzzle-step]")).includes("start"), "the step says where it is");
  await page.focus("[data-testid=puzzle-forward]");
  await page.keyboard.press("End");
  assert((await page.textContent("[data-testid=puzzle-step]")).includes("the end"), "End goes to the end");
  await page.keyboard.press("ArrowLeft");
  assert(!(await page.textContent("[data-testid=puzzle-step]")).includes("the end"), "← steps back");
  await shot(page, "puzzles-steps.png");
});

site.close();
await browser.close();
finish("puzzles");
