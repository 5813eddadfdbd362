// End-to-end tests of the Camelot family in the app (issue 12): the New game dialog's variants,
// boards drawn from each variant's geometry, moves that survive a reload, `?variant=` links
// that ask before replacing a game in progress, River Camelot's tree placement, the embed's
// `variant=`, the rules page's sections and the editor. Two-player games only: the engine's
// variant support is tested with the engine. Screenshots (desktop and phone) go to
// tests/screenshots/variants-*.png.
import { assert, finish, launch, pieceCount, serveDir, shot, sq, test, dist } from "./browser-harness.mjs";

const site = await serveDir(dist);
const BASE = site.url;
const ORIGIN = new URL(BASE).origin;
const browser = await launch();
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true };
const enc = encodeURIComponent;

// Squares and pieces per side of each board.
const BOARDS = {
  camelot: { squares: 160, pieces: 14, files: 12, ranks: 16 },
  chivalry: { squares: 176, pieces: 20, files: 14, ranks: 16 },
  cam: { squares: 67, pieces: 7, files: 7, ranks: 13 },
  camette: { squares: 23, pieces: 4, files: 5, ranks: 7 },
  "all-knighter": { squares: 160, pieces: 14, files: 12, ranks: 16 },
  river: { squares: 160, pieces: 14, files: 12, ranks: 16 },
  anti: { squares: 160, pieces: 14, files: 12, ranks: 16 },
};
// Cam's start (crates/camelot-web/src/pages/embed/ checks it is Position::start_of(Cam)).
const CAM_START = "cam 1/3/5/2k1k2/1mmmmm1/7/7/7/1MMMMM1/2K1K2/5/3/1 w 0 0 1";

const status = (page) => page.textContent("[data-testid=status]");
const moveTexts = (page) =>
  page.$$eval("[data-testid=move-list] button.mv", (els) => els.map((e) => e.textContent.trim()));
const variantOf = (page) => page.$eval(".app", (e) => e.dataset.variant);
const squareCount = (page, scope = "") => page.$$eval(`${scope} [data-square]`, (els) => els.length);
const pieces = async (page, color) =>
  (await pieceCount(page, `${color}-man`)) + (await pieceCount(page, `${color}-knight`));

async function open(page, query = "") {
  await page.goto(BASE + query);
  await page.waitForSelector("svg.board [data-square]");
}

async function fresh(page, query = "") {
  // Clear only once the app has started: its first render saves the game it restored.
  await open(page);
  await page.evaluate(() => localStorage.clear());
  await open(page, query);
}

/** Starts a two-player game of `variant` from the New game dialog. */
async function newGame(page, variant) {
  await page.click("[data-testid=new-game]");
  await page.waitForSelector("[data-testid=new-game-dialog]");
  await page.check(`[data-testid=variant-${variant}]`);
  await page.check("text=Two players on this device");
  await page.click("[data-testid=start-game]");
  await page.waitForFunction((v) => document.querySelector(".app")?.dataset.variant === v, variant);
}

async function play(page, from, to) {
  await page.click(sq(from));
  await page.click(sq(to));
  await page.waitForSelector(`[data-at="${to}"]`);
}

/** The board's shape on screen: squares, viewBox, pieces of each side. */
async function checkBoard(page, variant, scope = "") {
  const b = BOARDS[variant];
  assert((await squareCount(page, scope)) === b.squares, `${variant}: ${b.squares} squares`);
  const viewBox = await page.$eval(`${scope} svg.board`, (e) => e.getAttribute("viewBox"));
  assert(viewBox === `-48 -48 ${b.files * 100 + 96} ${b.ranks * 100 + 96}`, `${variant} viewBox ${viewBox}`);
  const files = await page.$$eval(`${scope} svg.board .coords text`, (els) => els.map((e) => e.textContent));
  assert(files.includes(String.fromCharCode(64 + b.files)) && !files.includes(String.fromCharCode(65 + b.files)),
    `${variant}: files A to ${String.fromCharCode(64 + b.files)}: ${files}`);
}

/** The board fits the page's width: no horizontal scrolling, the whole board on screen. */
async function fitsWidth(page) {
  const m = await page.evaluate(() => {
    const r = document.querySelector("svg.board").getBoundingClientRect();
    return { left: r.left, right: r.right, width: innerWidth, scroll: document.documentElement.scrollWidth };
  });
  assert(m.left >= 0 && m.right <= m.width + 0.5 && m.scroll <= m.width, `the board fits: ${JSON.stringify(m)}`);
}

await test("the New game dialog offers every variant with what differs", browser, ORIGIN, async (page) => {
  await fresh(page);
  await page.click("[data-testid=new-game]");
  const lines = await page.$$eval("[data-testid=variants] label", (els) => els.map((e) => e.textContent.trim()));
  assert(lines.length === 7, `seven games: ${lines}`);
  assert(lines[0].startsWith("Camelot — the World Camelot Federation's rules"), lines[0]);
  assert(lines.some((l) => l.startsWith("River Camelot — a river crosses the board")), "River's line");
  assert(await page.isChecked("[data-testid=variant-camelot]"), "the current game's variant first");
  await shot(page, "variants-01-new-game-dialog.png");
});

await test("a Cam game for two: a move, a reload, the move is still there", browser, ORIGIN, async (page) => {
  await fresh(page);
  await newGame(page, "cam");
  await checkBoard(page, "cam");
  assert((await pieces(page, "white")) === 7 && (await pieces(page, "black")) === 7, "7 pieces a side");
  assert(await page.$eval(sq("D1"), (e) => e.classList.contains("castle-white")), "D1 is White's castle");
  assert(!(await page.$(sq("E1"))), "no E1");
  assert((await page.textContent("[data-testid=mode]")).startsWith("Cam · Two players"), "the mode line names the game");
  await play(page, "D5", "D6");
  assert(JSON.stringify(await moveTexts(page)) === '["D5-D6"]', "the move is listed");
  await page.reload();
  await page.waitForSelector('[data-at="D6"]');
  assert((await variantOf(page)) === "cam", "still Cam after the reload");
  assert(JSON.stringify(await moveTexts(page)) === '["D5-D6"]', "the move came back");
  assert((await status(page)).startsWith("Black to move"), "Black's turn");
  // The share link's record names the variant.
  await page.click("[data-testid=share]");
  const link = await page.inputValue("[data-testid=share-link]");
  assert(decodeURIComponent(link).includes('[Variant "Cam"]'), `the link carries the variant: ${link}`);
  const embed = await page.inputValue("[data-testid=share-embed-position]");
  // The snippet is HTML (with `max-width:100%` in its style): decode its frame's address.
  const src = embed.match(/src="([^"]*)"/)[1].replaceAll("&amp;", "&");
  assert(decodeURIComponent(src).includes("position=cam "), `the embed snippet's position is Cam's: ${embed}`);
  await page.click("[data-testid=share-close]");
  // The link opens the game elsewhere (a fresh browser), as Cam.
  const url = new URL(link);
  await page.evaluate(() => localStorage.clear());
  await open(page, url.search);
  await page.waitForSelector('[data-at="D6"]');
  assert((await variantOf(page)) === "cam", "the shared game is Cam");
  await shot(page, "variants-02-cam.png");
});

await test("a Chivalry game for two: its 14 files, a move on N's side, a reload", browser, ORIGIN, async (page) => {
  await fresh(page);
  await newGame(page, "chivalry");
  await checkBoard(page, "chivalry");
  assert((await pieces(page, "white")) === 20, "20 pieces a side");
  for (const s of ["G1", "H1", "G16", "H16"]) {
    assert(await page.$eval(sq(s), (e) => e.classList.contains("castle")), `${s} is a castle square`);
  }
  await play(page, "L7", "M8");
  await page.reload();
  await page.waitForSelector('[data-at="M8"]');
  assert((await variantOf(page)) === "chivalry", "still Chivalry");
  assert(JSON.stringify(await moveTexts(page)) === '["L7-M8"]', "the move came back");
  // The keyboard walks the board's own shape.
  await page.focus(sq("M5"));
  await page.keyboard.press("ArrowRight");
  assert((await page.evaluate(() => document.activeElement.dataset.square)) === "N5", "M5 → N5");
  await page.keyboard.press("ArrowRight");
  assert((await page.evaluate(() => document.activeElement.dataset.square)) === "N5", "N is the last file");
  await shot(page, "variants-03-chivalry.png");
});

await test("every game of the family against the computer: a move, the computer's reply, a reload", browser, ORIGIN, async (page) => {
  // A first move for White in each (River Camelot begins with planting: its own test above).
  const first = { cam: ["D5", "D6"], camette: ["B3", "B4"], chivalry: ["L7", "M8"], "all-knighter": ["F7", "F8"], anti: ["F7", "F8"] };
  for (const [variant, [from, to]] of Object.entries(first)) {
    await fresh(page);
    await page.click("[data-testid=new-game]");
    await page.waitForSelector("[data-testid=new-game-dialog]");
    await page.check(`[data-testid=variant-${variant}]`);
    await page.check("text=You against the computer");
    await page.click("[data-testid=start-game]");
    await page.waitForFunction((v) => document.querySelector(".app")?.dataset.variant === v, variant);
    // Not `play`: the reply may capture the piece that moved (Camette's C5xA3 does).
    await page.click(sq(from));
    await page.click(sq(to));
    await page.waitForFunction(() => document.querySelectorAll("[data-testid=move-list] button.mv").length === 2, null, { timeout: 20000 });
    const moves = await moveTexts(page);
    assert(moves[0] === `${from}-${to}`, `${variant}: ${moves}`);
    assert((await status(page)).includes("Your move"), `${variant}: the player's turn after the reply: ${await status(page)}`);
    await page.reload();
    await page.waitForFunction(() => document.querySelectorAll("[data-testid=move-list] button.mv").length === 2);
    assert((await variantOf(page)) === variant, `${variant} after the reload`);
    assert(JSON.stringify(await moveTexts(page)) === JSON.stringify(moves), `${variant}: both moves came back`);
  }
});

await test("a Chivalry board fits a phone", browser, ORIGIN, async (page) => {
  await fresh(page);
  await newGame(page, "chivalry");
  await fitsWidth(page);
  const cell = await page.$eval(sq("N5"), (e) => e.getBoundingClientRect().width);
  assert(cell >= 24, `a square is ${cell}px wide`);
  await page.tap(sq("L7"));
  await page.tap(sq("M8"));
  await page.waitForSelector('[data-at="M8"]');
  await shot(page, "variants-04-chivalry-phone.png", { fullPage: true });
}, PHONE);

await test("?variant=camette asks before replacing a game in progress", browser, ORIGIN, async (page) => {
  await fresh(page);
  await newGame(page, "camelot");
  await play(page, "F7", "F8");
  await page.goto(BASE + "?variant=camette");
  await page.waitForSelector("[data-testid=link-dialog]");
  const ask = await page.textContent("[data-testid=link-dialog]");
  assert(ask.includes("Start a new game of Camette?"), ask);
  assert(ask.includes("Your current game (1 move) will be replaced"), ask);
  await shot(page, "variants-05-link-dialog.png");
  await page.click("[data-testid=keep-game]");
  assert((await variantOf(page)) === "camelot", "kept");
  assert(JSON.stringify(await moveTexts(page)) === '["F7-F8"]', "the game is kept");
  assert(!new URL(page.url()).search, "the link's parameters are gone");
  await page.goto(BASE + "?variant=camette");
  await page.click("[data-testid=open-link]");
  await page.waitForFunction(() => document.querySelector(".app")?.dataset.variant === "camette");
  await checkBoard(page, "camette");
  assert((await pieces(page, "white")) === 4, "Camette's 4 pieces");
  assert((await page.textContent("[data-testid=mode]")).startsWith("Camette · Two players"), "who plays is kept");
  await page.click("[data-testid=restore-previous]");
  await page.waitForFunction(() => document.querySelector(".app")?.dataset.variant === "camelot");
  assert(JSON.stringify(await moveTexts(page)) === '["F7-F8"]', "the previous game is back");
  // Without a game in progress the link opens at once; a bad name says what is wrong.
  await fresh(page, "?variant=all-knighter");
  assert((await variantOf(page)) === "all-knighter", "opened at once");
  assert((await pieceCount(page, "white-knight")) === 14, "fourteen knights");
  await open(page, "?variant=checkers");
  const notice = await page.textContent("[data-testid=notice]");
  assert(notice.includes("The link's variant is not one this program plays (unknown variant checkers: one of camelot, chivalry"), notice);
  assert((await variantOf(page)) === "all-knighter", "the game is kept");
});

await test("River Camelot: each side plants three trees by clicks, then the river and the trees block", browser, ORIGIN, async (page) => {
  await fresh(page);
  await newGame(page, "river");
  assert((await page.$$(".sq.river")).length === 24, "24 river squares");
  assert((await page.$$(".sq.bridge")).length === 4, "4 bridges");
  assert((await status(page)).startsWith("White plants three trees before the first move"), await status(page));
  const dots = await page.$$eval(".sq.dest", (els) => els.map((e) => e.dataset.square));
  assert(dots.length === 41 && dots.includes("C2") && !dots.includes("A8"), `White's tree squares: ${dots.length}`);
  await page.click(sq("C2"));
  await page.click(sq("D2"));
  assert((await page.$$(".tree.planting")).length === 2, "two trees shown as they are chosen");
  await page.click(sq("A8"));
  assert((await page.textContent("[data-testid=message]")).includes("Black plants there"), "Black's square refused");
  await page.click(sq("I2"));
  assert((await page.textContent("[data-testid=plant-trees]")).includes("C2,D2,I2"), "the placement to confirm");
  await shot(page, "variants-06-river-planting.png");
  await page.click("[data-testid=plant-trees]");
  await page.waitForSelector('[data-tree="I2"]');
  for (const s of ["C15", "D15", "I15"]) await page.click(sq(s));
  await page.click("[data-testid=plant-trees]");
  await page.waitForSelector('[data-tree="I15"]');
  assert(JSON.stringify(await moveTexts(page)) === '["C2,D2,I2","C15,D15,I15"]', "two placements in the list");
  assert((await page.$$("[data-tree]")).length === 6, "six trees");
  assert((await page.getAttribute(sq("C2"), "aria-label")) === "C2, tree", "a tree is named");
  assert((await page.getAttribute(sq("A5"), "aria-label")) === "A5, river", "the river is named");
  await play(page, "D5", "D6");
  await page.click(sq("A5"));
  assert((await page.textContent("[data-testid=message]")).startsWith("A5 is in the river"), "the river explained");
  await page.reload();
  await page.waitForSelector('[data-tree="C15"]');
  assert((await variantOf(page)) === "river" && (await page.$$("[data-tree]")).length === 6, "the trees came back");
  await shot(page, "variants-07-river.png");
});

await test("River Camelot's planting on a phone", browser, ORIGIN, async (page) => {
  await fresh(page);
  await newGame(page, "river");
  for (const s of ["B3", "F6", "K5"]) await page.tap(sq(s));
  await page.waitForSelector("[data-testid=plant-trees]");
  await fitsWidth(page);
  await shot(page, "variants-08-river-phone.png", { fullPage: true });
  await page.tap("[data-testid=plant-trees]");
  await page.waitForSelector('[data-tree="K5"]');
}, PHONE);

await test("embed.html?variant=camette, and wrong variants listed clearly", browser, ORIGIN, async (page) => {
  await page.setViewportSize({ width: 360, height: 500 });
  await page.goto(`${BASE}embed.html?variant=camette`);
  await page.waitForSelector("[data-testid=embed]");
  await checkBoard(page, "camette");
  assert((await pieces(page, "white")) === 4 && (await pieces(page, "black")) === 4, "Camette's start");
  assert((await page.textContent("[data-testid=caption]")).includes("White to move"), "caption");
  const scroll = await page.evaluate(() => document.documentElement.scrollHeight - document.documentElement.clientHeight);
  assert(scroll <= 0, "no scrollbars");
  await shot(page, "variants-09-embed-camette.png");
  await page.goto(`${BASE}embed.html?variant=camette&position=${enc(CAM_START)}&interactive=1`);
  await page.waitForSelector("[data-testid=embed-error]");
  const e1 = await page.textContent("[data-testid=embed-error]");
  assert(e1.includes("position: "), e1);
  await page.goto(`${BASE}embed.html?variant=checkers&theme=neon`);
  await page.waitForSelector("[data-testid=embed-error]");
  const items = await page.$$eval("[data-testid=embed-error] li", (els) => els.map((e) => e.textContent));
  assert(items.length === 2 && items[0].startsWith("variant: unknown variant `checkers`: one of camelot"), `${items}`);
  // A position of a variant plays there (interactive), on its own board.
  await page.goto(`${BASE}embed.html?position=${enc(CAM_START)}&interactive=1`);
  await page.waitForSelector("[data-testid=embed]");
  await checkBoard(page, "cam");
  await page.click(sq("D5"));
  await page.click(sq("D6"));
  await page.waitForSelector('[data-at="D6"]');
  // River's trees are planted in an interactive embed too.
  await page.goto(`${BASE}embed.html?variant=river&interactive=1`);
  await page.waitForSelector("[data-testid=embed]");
  for (const s of ["C2", "D2", "I2"]) await page.click(sq(s));
  await page.click("[data-testid=plant-trees]");
  await page.waitForSelector('[data-tree="D2"]');
  await shot(page, "variants-10-embed-river.png");
});

await test("the rules page has a section per variant with its board", browser, ORIGIN, async (page) => {
  await page.goto(`${BASE}#/rules`);
  await page.waitForSelector("[data-testid=rules]");
  for (const [v, b] of Object.entries(BOARDS)) {
    if (v === "camelot") continue;
    const scope = `[data-testid=rules-${v}]`;
    await page.waitForSelector(scope);
    await checkBoard(page, v, scope);
    const text = await page.textContent(scope);
    assert(text.length > 100, `${v} says what differs`);
    assert(await page.$(`${scope} a[href="./?variant=${v}"]`), `${v} has a link to play it`);
    const drawn = await page.$$eval(`${scope} [data-piece]`, (els) => els.length);
    assert(drawn === 2 * b.pieces, `${v}: its start's ${2 * b.pieces} pieces drawn, not ${drawn}`);
  }
  assert((await page.$$("[data-testid=rules-river] [data-tree]")).length === 6, "River's diagram shows trees");
  await page.$eval("[data-testid=rules-chivalry]", (e) => e.scrollIntoView());
  await shot(page, "variants-11-rules.png");
  await page.click("[data-testid=rules-camette] a.button");
  await page.waitForFunction(() => document.querySelector(".app")?.dataset.variant === "camette");
});

await test("the rules page's variant sections on a phone", browser, ORIGIN, async (page) => {
  await page.goto(`${BASE}#/rules`);
  await page.waitForSelector("[data-testid=rules-chivalry]");
  await page.$eval("[data-testid=rules-chivalry]", (e) => e.scrollIntoView());
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  assert(wide <= 0, `no sideways scrolling (${wide}px)`);
  await shot(page, "variants-12-rules-phone.png");
}, PHONE);

await test("the editor sets up a Chivalry position and plays it", browser, ORIGIN, async (page) => {
  await page.goto(`${BASE}#/editor?position=${enc("chivalry 2/8/10/12/14/14/14/14/14/14/14/13M/12/10/8/2 w 0 0 1")}`);
  await page.waitForSelector("[data-testid=editor] [data-square]");
  assert((await page.inputValue("[data-testid=editor-variant]")) === "chivalry", "the variant select follows the text");
  assert((await squareCount(page, "[data-testid=editor]")) === 176, "Chivalry's board");
  assert(await page.$('[data-piece="white-man"][data-at="N5"]'), "a man on N5");
  await page.selectOption("[data-testid=editor-variant]", "cam");
  await page.waitForFunction(() => document.querySelectorAll("[data-testid=editor] [data-square]").length === 67);
  assert((await page.inputValue("[data-testid=editor-position]")).startsWith("cam "), "Cam's start position text");
  await shot(page, "variants-13-editor-cam.png");
});

finish("variants");
