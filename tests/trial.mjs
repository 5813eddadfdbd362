// End-to-end tests of what the new-player trial of December 2026 found (desktop and phone):
// each test names the finding it covers and fails on the build that had it.
import { assert, finish, freshPage, launch, serveDir, shot, sq, test, dist } from "./browser-harness.mjs";

const site = await serveDir(dist);
const BASE = site.url;
const ORIGIN = new URL(BASE).origin;
const browser = await launch();
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true };

const status = (page) => page.textContent("[data-testid=status]");
const moves = (page) => page.$$eval("[data-testid=move-list] button.mv", (els) => els.length);

const fresh = (page, query = "") => freshPage(page, BASE, query);

/** The New game dialog's box and its Start button's, against the window. */
async function dialogFits(page) {
  await page.click("[data-testid=new-game]");
  await page.waitForSelector("[data-testid=new-game-dialog]");
  return page.evaluate(() => {
    const d = document.querySelector("[data-testid=new-game-dialog]").getBoundingClientRect();
    const s = document.querySelector("[data-testid=start-game]").getBoundingClientRect();
    return { top: d.top, bottom: d.bottom, startTop: s.top, startBottom: s.bottom, height: innerHeight };
  });
}

await test("B1. the New game dialog fits the window; Start is always in view (desktop 1366x768)", browser, ORIGIN, async (page) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await fresh(page);
  const m = await dialogFits(page);
  assert(m.top >= 0 && m.bottom <= m.height, `the dialog fits: ${JSON.stringify(m)}`);
  assert(m.startTop >= 0 && m.startBottom <= m.height, `Start is visible: ${JSON.stringify(m)}`);
});

await test("B1. phone: the New game dialog scrolls inside, Start stays reachable and starts a game", browser, ORIGIN, async (page) => {
  await fresh(page);
  const m = await dialogFits(page);
  assert(m.top >= 0 && m.bottom <= m.height, `the dialog fits the phone: ${JSON.stringify(m)}`);
  assert(m.startBottom <= m.height, `Start is on screen: ${JSON.stringify(m)}`);
  await page.tap("[data-testid=variant-cam]");
  await page.tap("text=Two players on this device");
  await shot(page, "trial-01-phone-new-game.png");
  await page.tap("[data-testid=start-game]");
  await page.waitForFunction(() => document.querySelector(".app")?.dataset.variant === "cam");
}, PHONE);

await test("B5, C1. against the computer: Undo then a new move is a takeback the computer answers", browser, ORIGIN, async (page) => {
  await fresh(page);
  await page.click(sq("F7"));
  await page.click(sq("F8"));
  await page.waitForFunction(() => document.querySelectorAll("[data-testid=move-list] button.mv").length === 2);
  await page.click("[data-testid=undo]");
  assert((await status(page)).includes("takes the later ones back"), `says what a move does now: ${await status(page)}`);
  // The same move again: the computer's reply comes back with it.
  await page.click(sq("F7"));
  await page.click(sq("F8"));
  await page.waitForFunction(() => document.querySelectorAll("[data-testid=move-list] button.mv").length === 2);
  assert((await status(page)).includes("Your move"), `the person's turn: ${await status(page)}`);
  // Undo, then a different move: it becomes the game, the computer answers, Resign works.
  await page.click("[data-testid=undo]");
  await page.click(sq("G7"));
  await page.click(sq("G8"));
  await page.waitForFunction(() =>
    document.querySelectorAll("[data-testid=move-list] > .ply > button.mv").length === 2, null, { timeout: 20000 });
  const main = await page.$$eval("[data-testid=move-list] > .ply > button.mv", (els) => els.map((e) => e.textContent.trim()));
  assert(main[0] === "G7-G8", `the game goes on with G7-G8: ${main}`);
  assert(await page.$$eval("[data-testid=move-list] .variation button.mv", (els) => els.length) === 2,
    "the moves taken back are a side line");
  assert(!(await page.$eval("[data-testid=resign]", (e) => e.disabled)), "Resign is possible");
  assert(!(await page.$("[data-testid=viewing]")), "not 'looking at an earlier position'");
  // Undo while the computer thinks: then a new move is answered at once.
  await page.click(sq("H7"));
  await page.click(sq("H8"));
  await page.click("[data-testid=undo]");
  await page.click(sq("E7"));
  await page.click(sq("E8"));
  await page.waitForFunction(() =>
    document.querySelectorAll("[data-testid=move-list] > .ply > button.mv").length === 4, null, { timeout: 20000 });
  assert((await status(page)).includes("Your move"), `answered: ${await status(page)}`);
});

await test("B6. moves of a side line are as narrow as the game's (desktop and phone widths)", browser, ORIGIN, async (page) => {
  await fresh(page, "?record=" + encodeURIComponent("1. J6-K5 J11-K12 2. K5-J6 K12-J11 3. J6-K5 J11-K12 (3... C11-B10 4. C6-B7 D10-C9) *") + "&node=0.0.0.0.0.1");
  await page.waitForSelector("[data-testid=move-list] .variation button.mv");
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    const widths = await page.$$eval("[data-testid=move-list] .variation button.mv", (els) => els.map((e) => e.getBoundingClientRect().width));
    assert(widths.length === 3 && widths.every((w) => w < 120), `side-line moves at ${width}px: ${widths}`);
  }
  await shot(page, "trial-02-side-line.png");
});

await test("C9. arrow keys in the move list take the keyboard focus along with the current move", browser, ORIGIN, async (page) => {
  await fresh(page, "?record=" + encodeURIComponent("1. J6-K5 J11-K12 2. K5-J6 K12-J11 3. J6-K5 J11-K12 (3... C11-B10 4. C6-B7 D10-C9) *"));
  await page.waitForSelector("[data-testid=move-list] .variation button.mv");
  const focused = () => page.evaluate(() => {
    const a = document.activeElement;
    return { text: a && a.textContent.trim(), current: a && a.getAttribute("aria-current") };
  });
  await page.focus("[data-testid=move-list] button.mv[data-node='0.0.0.0']");
  await page.keyboard.press("Enter");
  // Each key's step is shown (and the focus moved) after a render: wait for it, not a fixed time.
  const focusOn = (move) => page.waitForFunction((m) => {
    const a = document.activeElement;
    return a && a.getAttribute("aria-current") === "step" && a.textContent.includes(m);
  }, move, { timeout: 5000 }).catch(() => {});
  await focusOn("K12-J11");
  await page.keyboard.press("ArrowLeft");
  await focusOn("K5-J6");
  let f = await focused();
  assert(f.current === "step" && f.text.includes("K5-J6"), `after ←, the focus is on the shown move: ${JSON.stringify(f)}`);
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowDown");
  await focusOn("C11-B10");
  f = await focused();
  assert(f.current === "step" && f.text.includes("C11-B10"), `after ↓ at the branch, the focus is on the side line: ${JSON.stringify(f)}`);
  // With the focus elsewhere (the board), stepping leaves it there.
  await page.focus(sq("F7"));
  await page.keyboard.press("ArrowLeft");
  f = await page.evaluate(() => document.activeElement.closest("[data-testid=move-list]") === null);
  assert(f, "the focus stays off the list when it was off the list");
});

finish("trial");
