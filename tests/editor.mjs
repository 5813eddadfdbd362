// End-to-end tests of the position editor (#/editor) against a release build in dist/: set up a
// position with the mouse, the keyboard and a finger, see its problems and fix them, keep the
// position text in step with the board, and play, share and embed the result. Screenshots go
// to tests/screenshots/editor-*.png.
import { assert, dist, finish, launch, pieceCount, serveDir, shot, sq, squaresWith, test } from "./browser-harness.mjs";

const site = await serveDir(dist);
const BASE = site.url;
const ORIGIN = new URL(BASE).origin;
const browser = await launch();

const EMPTY = "2/8/10/12/12/12/12/12/12/12/12/12/12/10/8/2 w 0 0 1";
const START = "2/8/10/12/12/2kmmmmmmk2/3kmmmmk3/12/12/3KMMMMK3/2KMMMMMMK2/12/12/10/8/2 w 0 0 1";

const text = (page) => page.inputValue("[data-testid=editor-position]");
const errors = (page) => page.$$eval("[data-testid=editor-errors] > li", (els) => els.map((e) => e.querySelector("strong").textContent));
const verdict = (page) => page.textContent("[data-testid=editor-verdict]");
const pieceAt = (page, square) =>
  page.$eval(`[data-at="${square}"]`, (e) => e.dataset.piece).catch(() => null);
const pressed = (page) => page.$$eval("[data-palette][aria-pressed=true]", (els) => els.map((e) => e.dataset.palette));

async function freshEditor(page, hash = "#/editor") {
  await page.goto(BASE);
  await page.evaluate(() => localStorage.clear());
  await page.goto(BASE + hash);
  await page.waitForSelector("[data-testid=editor] [data-square]");
}

async function center(page, selector) {
  const b = await page.locator(selector).boundingBox();
  assert(b, `${selector} is on screen`);
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
}

/** Drags with the mouse from one element's centre to another's (or to a point). */
async function drag(page, from, to) {
  const a = await center(page, from);
  const b = typeof to === "string" ? await center(page, to) : to;
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up();
}

await test("set up a position by clicking, see its problems, fix them and play from it", browser, ORIGIN, async (page) => {
  await freshEditor(page);
  assert((await text(page)) === START, `opens on the start position: ${await text(page)}`);
  assert((await errors(page)).length === 0, "no problems at the start");
  assert((await page.textContent("[data-testid=editor-errors]")) === "", "the problem list is empty");
  assert((await verdict(page)) === "White to move.", `verdict: ${await verdict(page)}`);
  assert(JSON.stringify(await pressed(page)) === '["white-man"]', "the white man is picked first");
  await shot(page, "editor-01-start.png");

  // A fifteenth white man.
  await page.click(sq("A4"));
  assert((await pieceAt(page, "A4")) === "white-man", "a click puts the picked piece");
  assert(JSON.stringify(await errors(page)) === '["White has 15 pieces; a side has at most 14"]', `errors: ${await errors(page)}`);
  assert((await verdict(page)).includes("breaks the rules (1 problem)"), await verdict(page));
  assert(await page.$eval("[data-testid=editor-play]", (b) => b.disabled), "no play while the position breaks the rules");
  const broken = page.locator("[data-testid=editor-analyse]");
  assert((await broken.getAttribute("aria-disabled")) === "true" && (await broken.getAttribute("href")) === null, "no analysis while the position breaks the rules");
  assert((await broken.getAttribute("title")).includes("Correct the problems"), `and why: ${await broken.getAttribute("title")}`);
  await shot(page, "editor-02-fifteen.png");
  // Right-click removes it.
  await page.click(sq("A4"), { button: "right" });
  assert((await pieceAt(page, "A4")) === null, "right-click removes");
  assert((await errors(page)).length === 0, "fixed");

  // Two white pieces in White's own castle: listed with the squares, marked on the board.
  await page.click("[data-testid=editor-clear]");
  assert((await text(page)) === EMPTY, `empty board: ${await text(page)}`);
  assert((await verdict(page)).startsWith("The board is empty: choose a piece"), await verdict(page));
  assert((await page.textContent("[data-testid=editor-play-why]")).includes("Place some pieces"), "why Play is off");
  await page.click(sq("F1"));
  await page.click(sq("G1"));
  const castle = await errors(page);
  assert(JSON.stringify(castle) === `["two white pieces in White's own castle (F1, G1)"]`, `errors: ${castle}`);
  assert(JSON.stringify(await squaresWith(page, "captured")) === '["F1","G1"]', "the castle squares are marked");
  await shot(page, "editor-03-castle.png");
  // Fix it by dragging G1 off the board.
  await drag(page, sq("G1"), await center(page, "[data-testid=editor-play]"));
  assert((await pieceAt(page, "G1")) === null, "dragged off the board: removed");
  assert((await errors(page)).length === 0, "fixed");
  assert((await squaresWith(page, "captured")).length === 0, "no marks left");

  // White: men F1 and E4, a knight on D5 (dragged from the palette); Black: men on E10 and
  // F10 (key 3), one of them dragged on to E11.
  await page.click(sq("E4"));
  await drag(page, '[data-palette="white-knight"]', sq("D5"));
  assert((await pieceAt(page, "D5")) === "white-knight", "a palette drag puts the piece");
  assert(JSON.stringify(await pressed(page)) === '["white-knight"]', "and picks it");
  await page.keyboard.press("3");
  assert(JSON.stringify(await pressed(page)) === '["black-man"]', "key 3 picks the black man");
  await page.click(sq("E10"));
  await page.click(sq("F10"));
  await drag(page, sq("E10"), sq("E11"));
  assert((await pieceAt(page, "E10")) === null && (await pieceAt(page, "E11")) === "black-man", "a board drag moves the piece");
  const v = await verdict(page);
  assert(v === "White to move. The man on F1 must leave White's castle first.", `verdict: ${v}`);
  assert((await page.textContent("[data-testid=editor-counts]")) === "White: 1 knight, 2 men · Black: 2 men", await page.textContent("[data-testid=editor-counts]"));
  const setUp = await text(page);
  assert(setUp === "2/8/10/12/12/4m7/5m6/12/12/12/12/3K8/4M7/10/8/M1 w 0 0 1", `text: ${setUp}`);
  await shot(page, "editor-04-ready.png");

  // Play it: the game page opens on it (you play the side to move against the computer).
  assert((await page.textContent("[data-testid=editor-play]")) === "Play White against the computer", "the default play button");
  await page.click("[data-testid=editor-play]");
  await page.waitForURL((u) => u.search.includes("play=white") || !u.hash.includes("editor"));
  await page.waitForSelector('[data-piece="white-knight"][data-at="D5"]');
  for (const [at, piece] of [["F1", "white-man"], ["E4", "white-man"], ["E11", "black-man"], ["F10", "black-man"]]) {
    assert((await pieceAt(page, at)) === piece, `${piece} on ${at} in the game`);
  }
  assert((await pieceCount(page, "white-man")) + (await pieceCount(page, "black-man")) === 4, "nothing else on the board");
  const mode = await page.textContent(".top .mode");
  assert(mode.startsWith("You play White against the computer"), `the game page honours play=white: ${mode}`);
  await shot(page, "editor-05-game.png");

  // The editor kept its position.
  await page.goto(BASE + "#/editor");
  await page.waitForSelector("[data-testid=editor] [data-square]");
  assert((await text(page)) === setUp, "the editor still holds its position");
});

await test("the position text and the board stay in step; links, storage and form fields", browser, ORIGIN, async (page) => {
  await freshEditor(page);
  const field = "[data-testid=editor-position]";
  // Typing a valid text updates the board.
  const typed = "2/8/10/12/12/12/12/12/12/12/12/12/4m7/10/8/KK b 1 2 9";
  await page.fill(field, typed);
  assert((await pieceAt(page, "E4")) === "black-man" && (await pieceAt(page, "F1")) === "white-knight", "the board follows the text");
  assert((await page.$$("[data-piece]")).length === 3, "three pieces");
  assert((await page.inputValue("[data-testid=side-to-move]")) === "b", "side to move follows");
  assert((await page.inputValue("[data-testid=castle-moves-white]")) === "1", "castle moves follow");
  assert((await page.inputValue("[data-testid=move-number]")) === "9", "move number follows");
  assert((await errors(page)).length === 1, "the castle problem is listed");
  // An invalid text shows its error and leaves the board.
  await page.fill(field, "2/8/10/12/12/12/12/12/12/12/12/12/4x7/10/8/KK b 1 2 9");
  const why = await page.textContent("[data-testid=editor-position-error]");
  assert(why.includes('unexpected character "x" at column 36'), `error next to the field: ${why}`);
  assert(await page.$eval(field, (e) => e.getAttribute("aria-invalid") === "true"), "the field is marked invalid");
  assert((await pieceAt(page, "E4")) === "black-man", "the board is as it was");
  await shot(page, "editor-06-bad-text.png");
  // A board change writes the text afresh.
  await page.click('[data-palette="erase"]');
  await page.click(sq("G1"));
  assert((await text(page)) === "2/8/10/12/12/12/12/12/12/12/12/12/4m7/10/8/K1 b 1 2 9", `text after the board changed: ${await text(page)}`);
  assert(await page.$eval("[data-testid=editor-position-error]", (e) => e.hidden), "the error is gone");
  // The form controls write the text.
  await page.selectOption("[data-testid=side-to-move]", "w");
  await page.selectOption("[data-testid=castle-moves-black]", "0");
  await page.fill("[data-testid=move-number]", "14");
  assert((await text(page)) === "2/8/10/12/12/12/12/12/12/12/12/12/4m7/10/8/K1 w 1 0 14", `text after the fields: ${await text(page)}`);
  await page.click("[data-testid=editor-flip]");
  assert(await page.$eval("svg.board", (e) => e.classList.contains("flipped")), "flipped");

  // Kept across a reload.
  await page.reload();
  await page.waitForSelector("[data-testid=editor] [data-square]");
  assert((await text(page)) === "2/8/10/12/12/12/12/12/12/12/12/12/4m7/10/8/K1 w 1 0 14", "kept across a reload");
  assert(await page.$eval("svg.board", (e) => e.classList.contains("flipped")), "still flipped");
  assert(JSON.stringify(await pressed(page)) === '["erase"]', "the tool is kept");

  // A link opens its position, and the address forgets it (a reload keeps later edits).
  const link = "2/8/10/12/12/12/12/12/12/12/12/12/12/10/8/m1 b 0 0 5";
  await page.goto(BASE + "#/editor?position=" + encodeURIComponent(link));
  await page.waitForFunction((t) => document.querySelector("[data-testid=editor-position]")?.value === t, link);
  assert((await page.evaluate(() => location.hash)) === "#/editor", "the link's query is dropped");
  // A bad link: the start position, a message that names the problem, the text to correct.
  await page.goto(BASE + "#/learn");
  await page.waitForSelector("[data-testid=learn]");
  await page.goto(BASE + "#/editor?position=" + encodeURIComponent("2/8/10/12 w 0 0"));
  await page.waitForSelector("[data-testid=editor-notice]");
  const notice = await page.textContent("[data-testid=editor-notice]");
  assert(notice.includes("could not be read: position text has 4 ranks"), `notice: ${notice}`);
  assert((await page.$$("[data-piece]")).length === 28, "the start position is shown");
  assert((await text(page)) === "2/8/10/12 w 0 0", "the bad text is in the field");
  await shot(page, "editor-07-bad-link.png");

  // Stored nonsense never breaks the page.
  await page.evaluate(() => localStorage.setItem("camelot.editor", "{not json"));
  await page.reload();
  await page.waitForSelector("[data-testid=editor-notice]");
  assert((await page.textContent("[data-testid=editor-notice]")).includes("saved position could not be read"), "told");
  assert((await text(page)) === START, "start position");
  await page.click("[data-testid=editor-notice] .close");
  assert((await page.$$("[data-testid=editor-notice]")).length === 0, "dismissed");
});

await test("keyboard only: palette keys, the board's arrows, Enter and Delete", browser, ORIGIN, async (page) => {
  await freshEditor(page);
  await page.click("[data-testid=editor-clear]");
  // Tab to the palette, pick the black knight with the arrow-free way: Tab and Space.
  await page.focus("[data-testid=editor-clear]");
  await page.keyboard.press("Shift+Tab"); // the eraser
  await page.keyboard.press("Shift+Tab"); // the black knight
  assert((await page.evaluate(() => document.activeElement.dataset.palette)) === "black-knight", "Shift+Tab reaches the palette");
  await page.keyboard.press("Space");
  assert(JSON.stringify(await pressed(page)) === '["black-knight"]', "Space picks it (aria-pressed)");
  // Tab back to the board (before the palette in the page).
  for (let i = 0; i < 12 && !(await page.evaluate(() => document.activeElement?.dataset.square)); i++) {
    await page.keyboard.press("Shift+Tab");
  }
  const start = await page.evaluate(() => document.activeElement?.dataset.square);
  assert(start === "F7", `the board's tab stop is F7: ${start}`);
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowRight");
  assert((await page.evaluate(() => document.activeElement.dataset.square)) === "G9", "arrows move over the board");
  await page.keyboard.press("Enter");
  assert((await pieceAt(page, "G9")) === "black-knight", "Enter puts the piece");
  assert((await page.getAttribute(sq("G9"), "aria-label")) === "G9, black knight", "the square's label says what it holds");
  await page.keyboard.press("1");
  assert(JSON.stringify(await pressed(page)) === '["white-man"]', "key 1 picks the white man, focus stays on the board");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press(" ");
  assert((await pieceAt(page, "F9")) === "white-man", "Space puts it");
  await page.keyboard.press(" ");
  assert((await pieceAt(page, "F9")) === null, "again takes it back");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Delete");
  assert((await pieceAt(page, "G9")) === null, "Delete empties the square");
  await page.keyboard.press("5");
  assert(JSON.stringify(await pressed(page)) === '["erase"]', "key 5 picks the eraser");
  // Typing in the text field does not pick tools.
  await page.focus("[data-testid=editor-position]");
  await page.keyboard.press("End");
  await page.keyboard.press("2");
  assert(JSON.stringify(await pressed(page)) === '["erase"]', "keys typed into a field stay there");
  assert((await page.textContent(".editor-side .keys")).includes("Keys 1–5 pick a piece"), "the keys are documented on the page");
});

await test("share, embed and the other play buttons", browser, ORIGIN, async (page, context) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: ORIGIN });
  const pos = "2/8/10/12/12/12/12/12/12/12/12/12/4M7/10/8/kk b 0 0 3";
  await freshEditor(page, "#/editor?position=" + encodeURIComponent(pos));
  assert((await verdict(page)) === "Black has won: two pieces in White's castle.", `decided: ${await verdict(page)}`);
  assert(await page.$eval("[data-testid=editor-play]", (b) => b.disabled), "no play when the game is over");
  assert((await page.textContent("[data-testid=editor-play-why]")).includes("already over"), "and why");

  const playable = "2/8/10/12/12/12/4k7/12/12/12/12/12/4MM6/10/8/2 b 0 0 3";
  await page.fill("[data-testid=editor-position]", playable);
  await page.click("[data-testid=editor-copy-copy]");
  await page.waitForFunction(() => document.querySelector("[data-testid=editor-copy-copy]").textContent === "Copied");
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert(copied === playable, `copied: ${copied}`);

  const share = await page.inputValue("[data-testid=editor-share-link]");
  assert(share === `${BASE}?position=${encodeURIComponent(copied)}`, `share link: ${share}`);
  // Selected whole when focused, and shown from its start (trial: scrolled to its end).
  await page.focus("[data-testid=editor-share-link]");
  const field = await page.$eval("[data-testid=editor-share-link]", (e) => ({
    selected: e.selectionEnd - e.selectionStart === e.value.length, left: e.scrollLeft, scrolls: e.scrollWidth > e.clientWidth,
  }));
  assert(field.selected && field.left === 0 && field.scrolls, `the link's field: ${JSON.stringify(field)}`);
  await page.selectOption("[data-testid=embed-orientation]", "black");
  await page.selectOption("[data-testid=embed-theme]", "dark");
  await page.check("[data-testid=embed-interactive]");
  const snippet = await page.inputValue("[data-testid=editor-embed]");
  assert(snippet.startsWith("<iframe src=\"" + BASE + "embed.html?position="), snippet);
  assert(snippet.includes("&amp;orientation=black&amp;interactive=1&amp;theme=dark"), `options in the snippet: ${snippet}`);
  const analyse = page.locator("[data-testid=editor-analyse]");
  const analyseHref = await analyse.getAttribute("href");
  assert(analyseHref === `#/analysis?position=${encodeURIComponent(playable)}`, `the Analyse link: ${analyseHref}`);
  await shot(page, "editor-08-share.png", { fullPage: true });
  // Analyse opens the analysis board on the position.
  await analyse.click();
  await page.waitForSelector("[data-testid=analysis-lines]");
  assert((await pieceAt(page, "E10")) === "black-knight" && (await pieceAt(page, "F4")) === "white-man", "the analysis board shows the position");
  assert((await page.textContent("[data-testid=status]")).startsWith("Black to move"), "Black to move there");

  // The embed shows the position with those options.
  const src = snippet.match(/src="([^"]+)"/)[1].replaceAll("&amp;", "&");
  await page.goto(src);
  await page.waitForSelector('[data-piece="black-knight"][data-at="E10"]');
  assert(await page.$eval("svg.board", (e) => e.classList.contains("flipped")), "Black at the bottom in the embed");

  // Two players, and the other side against the computer.
  await page.goto(BASE + "#/editor");
  await page.waitForSelector("[data-testid=editor-play-two]");
  assert((await page.textContent("[data-testid=editor-play]")) === "Play Black against the computer", "Black to move: play Black");
  assert((await page.textContent("[data-testid=editor-play-other]")) === "Play White against the computer", "or White");
  await page.click("[data-testid=editor-play-two]");
  await page.waitForURL((u) => u.search.includes("play=two") || !u.hash.includes("editor"));
  await page.waitForSelector('[data-piece="black-knight"][data-at="E10"]');
  assert((await pieceAt(page, "E4")) === "white-man" && (await pieceAt(page, "F4")) === "white-man", "the game page opens on the position");
  assert((await page.textContent(".top .mode")) === "Two players on this device", "for two players");
});

await test("a phone: board on top, palette right under it, taps and long presses", browser, ORIGIN, async (page, context) => {
  await freshEditor(page);
  const board = await page.locator("svg.board").boundingBox();
  const palette = await page.locator(".palette").boundingBox();
  assert(board.width >= 350, `the board fills the width: ${board.width}`);
  assert(palette.y >= board.y + board.height - 1 && palette.y - (board.y + board.height) < 24, `the palette is right under the board: ${JSON.stringify({ board, palette })}`);
  assert(palette.y + palette.height <= 844, "and on the first screen");
  for (const b of await page.locator("[data-palette]").all()) {
    const box = await b.boundingBox();
    assert(box.height >= 44 && box.width >= 44, `palette buttons are finger-sized: ${JSON.stringify(box)}`);
  }
  await shot(page, "editor-09-phone.png");

  await page.tap('[data-palette="black-knight"]');
  assert(JSON.stringify(await pressed(page)) === '["black-knight"]', "a tap picks");
  await page.tap(sq("A4"));
  assert((await pieceAt(page, "A4")) === "black-knight", "a tap puts");

  // A long press removes.
  const cdp = await context.newCDPSession(page);
  const touch = async (square, ms) => {
    const c = await center(page, sq(square));
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: c.x, y: c.y }] });
    await page.waitForTimeout(ms);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  };
  await touch("F7", 900);
  assert((await pieceAt(page, "F7")) === null, "a long press removes the man on F7");
  await touch("G7", 60);
  assert((await pieceAt(page, "G7")) === "black-knight", "a short touch is a tap: it puts the picked piece");
  assert(JSON.stringify(await errors(page)) === '["Black has 16 pieces; a side has at most 14"]', `${await errors(page)}`);
  assert((await page.textContent("[data-testid=editor-announce]")) === "Black knight on G7.", "changes are announced");

  // Finger drags: a piece off the board removes it; the palette's eraser onto a square empties it.
  const swipe = async (from, to, { shotName } = {}) => {
    const a = await center(page, from);
    const b = typeof to === "string" ? await center(page, to) : to;
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: a.x, y: a.y }] });
    for (let i = 1; i <= 6; i++) {
      const p = { x: a.x + ((b.x - a.x) * i) / 6, y: a.y + ((b.y - a.y) * i) / 6 };
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [p] });
    }
    if (shotName) {
      assert(await page.$(".drag-piece"), "a piece follows the finger");
      await shot(page, shotName);
    }
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  };
  await swipe(sq("A4"), { x: 200, y: 40 }, { shotName: "editor-10-phone-dragging.png" });
  assert((await pieceAt(page, "A4")) === null, "dragged off the board with a finger: removed");
  assert((await page.$$(".drag-piece")).length === 0, "the floating piece is gone");
  await swipe('[data-palette="erase"]', sq("G7"));
  assert((await pieceAt(page, "G7")) === null, "the eraser dragged onto G7 empties it");
  assert(JSON.stringify(await pressed(page)) === '["erase"]', "and is picked");
  assert((await errors(page)).length === 0, "14 black pieces again");
  await shot(page, "editor-10-phone-edited.png");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await shot(page, "editor-11-phone-bottom.png");
  await shot(page, "editor-12-phone-full.png", { fullPage: true });
}, { viewport: { width: 390, height: 844 }, hasTouch: true });

await browser.close();
site.close();
finish("editor");
