// End-to-end tests of embed.html: a position, a game record with step controls, highlights,
// options, a frame of any size without scrollbars, and clear messages for bad parameters.
import { assert, finish, launch, pieceCount, serveDir, shot, sq, squaresWith, test, dist } from "./browser-harness.mjs";

const site = await serveDir(dist);
const BASE = site.url;
const ORIGIN = new URL(BASE).origin;
const browser = await launch();
const enc = encodeURIComponent;

// White men E4 K4; black men A13 E5 E7 F5: E4xE6xE8 captures two.
const JUMP = "2/8/10/m11/12/12/12/12/12/4m7/12/4mm6/4M5M1/10/8/2 w 0 0 1";
const RECORD = '[Event "Club game"]\n[White "A"]\n[Black "B"]\n\n1. J6-K5 J11-K12 2. K5-L4 *\n';
const FRAME = { width: 360, height: 500 };
// The knight on J6 has two charges to F12 that capture different men.
const CHOOSE = "2/8/8m1/12/1m5m4/5m1m1k2/6m2mk1/6m5/12/3KMM1MM3/4M1M2K2/1K1M3MK3/1M10/10/8/2 w 0 0 15";
// White men E4, E5, F7, H8: E4-E6-G8-I8 is one move of three legs.
const CANTER = "2/8/10/mm10/12/12/12/12/7M4/5M6/12/4M7/4M7/10/8/2 w 0 0 1";
const caption = (page) => page.textContent("[data-testid=caption]");
const message = (page) => page.textContent("[data-testid=embed-message]");

async function embed(page, query) {
  await page.goto(`${BASE}embed.html?${query}`);
  await page.waitForSelector("[data-testid=embed], [data-testid=embed-error]");
}

async function noScrollbars(page) {
  const m = await page.evaluate(() => {
    const d = document.documentElement;
    return { w: d.scrollWidth - d.clientWidth, h: d.scrollHeight - d.clientHeight };
  });
  assert(m.w <= 0 && m.h <= 0, `no scrollbars: ${JSON.stringify(m)}`);
}

await test("a position with a highlighted move", browser, ORIGIN, async (page) => {
  await embed(page, `position=${enc(JUMP)}&highlight=E4xE6xE8`);
  assert((await pieceCount(page, "white-man")) === 2, "two white men");
  assert((await pieceCount(page, "black-man")) === 4, "four black men");
  assert(await page.$('[data-piece="white-man"][data-at="E4"]'), "white man on E4");
  assert((await page.$$(".path.hint")).length === 1, "the move is drawn");
  assert((await page.$$(".path.hint .capture-mark")).length === 2, "its two captures are marked");
  assert((await page.textContent("[data-testid=caption]")).includes("White to move"), "caption");
  assert((await page.$$("[data-testid=next]")).length === 0, "no step controls for a position");
  await noScrollbars(page);
  await shot(page, "embed-01-position.png");
}, { viewport: FRAME });

await test("a game record with step controls and square highlights", browser, ORIGIN, async (page) => {
  await embed(page, `record=${enc(RECORD)}&ply=1&highlight=K5,L4`);
  assert((await page.textContent("[data-testid=caption]")).startsWith("1/3: J6-K5"), "shows the first move");
  assert(await page.$('[data-piece="white-knight"][data-at="K5"]'), "knight on K5");
  assert(JSON.stringify(await squaresWith(page, "next")) === JSON.stringify(["K5", "L4"]), "squares highlighted");
  // Trial 19, finding 6: the frame of an occupied highlighted square (K5, the knight) was a
  // hairline at an embed's size. Its visible part: the inset (3) and the stroke's inner half.
  const framePx = await page.$eval('[data-square="K5"] .tint', (t) =>
    (3 + parseFloat(getComputedStyle(t).strokeWidth) / 2) * t.getScreenCTM().a);
  assert(framePx >= 2.2, `the highlight's frame is ${framePx.toFixed(2)} px wide`);
  await page.click("[data-testid=next]");
  await page.click("[data-testid=next]");
  await page.waitForSelector('[data-piece="white-knight"][data-at="L4"]');
  assert(await page.$eval("[data-testid=next]", (b) => b.disabled), "at the end");
  await page.click("[data-testid=first]");
  await page.waitForSelector('[data-piece="white-knight"][data-at="J6"]');
  assert((await page.textContent("[data-testid=caption]")).startsWith("Start"), "back at the start");
  await page.keyboard.press("Tab");
  await page.click("[data-testid=last]");
  await page.waitForSelector('[data-piece="black-knight"][data-at="K12"]');
  await noScrollbars(page);
  await shot(page, "embed-02-record.png");
}, { viewport: FRAME });

await test("orientation, theme and interactive play", browser, ORIGIN, async (page) => {
  await embed(page, "orientation=black&theme=dark&interactive=1");
  assert(await page.$eval("svg.board", (e) => e.classList.contains("flipped")), "black at the bottom");
  assert(await page.$eval("[data-testid=embed]", (e) => e.classList.contains("theme-dark")), "dark theme");
  await page.click(sq("F7"));
  assert((await squaresWith(page, "dest")).includes("F8"), "moves highlighted");
  await page.click(sq("F8"));
  await page.waitForSelector('[data-piece="white-man"][data-at="F8"]');
  assert((await page.textContent("[data-testid=caption]")).includes("Black to move"), "move played");
  await shot(page, "embed-03-dark-interactive.png");
}, { viewport: FRAME });

await test("the board follows the frame's size, without scrollbars", browser, ORIGIN, async (page) => {
  for (const [w, h] of [[240, 320], [600, 420], [900, 1200]]) {
    await page.setViewportSize({ width: w, height: h });
    await embed(page, `record=${enc(RECORD)}`);
    await noScrollbars(page);
    const box = await (await page.$("svg.board")).boundingBox();
    assert(box.width <= w + 0.5 && box.height <= h, `board fits ${w}x${h}: ${JSON.stringify(box)}`);
    assert(box.width >= w * 0.95 || box.height >= (h - 60) * 0.9, `board fills ${w}x${h}: ${JSON.stringify(box)}`);
    assert(Math.abs(box.width / box.height - 1296 / 1696) < 0.01, `the board's box is the board, not letterboxed: ${JSON.stringify(box)}`);
  }
  // In a wide frame a click on a piece selects that piece (a letterboxed board used to
  // read the pointer-up as a drop on a square beside it).
  await page.setViewportSize({ width: 600, height: 420 });
  await embed(page, "interactive=1");
  for (const s of ["C6", "I7", "D7", "F7"]) {
    await page.click(sq(s));
    const sel = await squaresWith(page, "selected");
    assert(JSON.stringify(sel) === JSON.stringify([s]), `a click on ${s} selects ${s}: ${sel}`);
    await page.keyboard.press("Escape");
  }
  await shot(page, "embed-04-large.png");
});

await test("bad parameters show their messages inside the frame", browser, ORIGIN, async (page) => {
  await embed(page, "position=nonsense&theme=neon&colour=red");
  const text = await page.textContent("[data-testid=embed-error]");
  assert(text.includes("cannot be shown"), `headline: ${text}`);
  assert(text.includes("position:"), `position message: ${text}`);
  assert(text.includes("theme must be light or dark, not `neon`"), `theme message: ${text}`);
  assert(text.includes("unknown parameter `colour`"), `unknown parameter message: ${text}`);
  assert((await page.$$("svg.board")).length === 0, "no board");
  await shot(page, "embed-05-bad-parameters.png");
  await embed(page, `moves=${enc("F7-F8 F10-F9 E7-E8")}`);
  const moves = await page.textContent("[data-testid=embed-error]");
  assert(moves.includes("move 3 (E7-E8) cannot be played") && moves.includes("compulsory"), `illegal move: ${moves}`);
}, { viewport: FRAME });

await test("keys step through a replay wherever the focus is: ←/→ one move, Home/End to the ends", browser, ORIGIN, async (page) => {
  await embed(page, `record=${enc(RECORD)}&ply=1`);
  assert((await caption(page)).startsWith("1/3"), "starts at the first move");
  await page.keyboard.press("End");
  assert((await caption(page)).startsWith("3/3: K5-L4"), `End goes to the last move: ${await caption(page)}`);
  await page.keyboard.press("Home");
  assert((await caption(page)).startsWith("Start"), `Home goes to the start: ${await caption(page)}`);
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  assert((await caption(page)).startsWith("2/3"), `→ steps: ${await caption(page)}`);
  await page.keyboard.press("ArrowLeft");
  assert((await caption(page)).startsWith("1/3"), `← steps back: ${await caption(page)}`);
  // After a click on the board (squares take no focus from a click), and on an interactive board.
  await embed(page, `record=${enc(RECORD)}&interactive=1`);
  await page.click(sq("L4"));
  await page.keyboard.press("Home");
  assert((await caption(page)).startsWith("Start"), `Home after a click on the board: ${await caption(page)}`);
  assert((await squaresWith(page, "selected")).length === 0, "stepping drops the selection");
  await page.keyboard.press("End");
  await page.waitForSelector('[data-piece="white-knight"][data-at="L4"]');
  // Arrows on a focused square move between squares, and step nothing.
  await page.keyboard.press("Tab");
  await page.focus(sq("F7"));
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowLeft");
  assert((await caption(page)).startsWith("3/3"), `arrows on the board are the board's: ${await caption(page)}`);
}, { viewport: FRAME });

await test("interactive: the capture duty, and why a click does nothing", browser, ORIGIN, async (page) => {
  await embed(page, `position=${enc(JUMP)}&interactive=1`);
  const duty = await page.textContent("[data-testid=embed-duty]");
  assert(duty === "A capture is compulsory: capture with your man on E4.", `duty named: ${duty}`);
  assert(JSON.stringify(await squaresWith(page, "movable")) === JSON.stringify(["E4"]), "the capturer is marked");
  await noScrollbars(page);
  await shot(page, "embed-07-duty.png");
  await page.click(sq("K4"));
  assert((await message(page)).includes("only your man on E4 can capture"), `stuck piece: ${await message(page)}`);
  await page.click(sq("E5"));
  assert((await message(page)).startsWith("That is Black's piece."), `enemy piece: ${await message(page)}`);
  await page.click(sq("E4"));
  await page.click(sq("H8"));
  // One message for every page (Entry::miss), with the duty that limits the move.
  assert((await message(page)) === "E4 cannot go to H8. The dots show where it can go. A capture is compulsory.", `illegal move: ${await message(page)}`);
  await shot(page, "embed-08-illegal.png");
  await page.click(sq("E6"));
  const status = await page.textContent("[data-testid=entry-status]");
  assert(status.startsWith("Keep jumping: the capture must go on. Click"), `the step is named: ${status}`);
  await page.click(sq("E8"));
  await page.waitForSelector('[data-piece="white-man"][data-at="E8"]');
  assert((await caption(page)).includes("E4xE6xE8"), "played");
  assert((await page.$$("[data-testid=embed-duty]")).length === 0, "no duty for Black");

  await embed(page, "interactive=1");
  await page.click(sq("F7"));
  await page.click(sq("F10"));
  assert((await message(page)) === "F7 cannot go to F10. The dots show where it can go.", `illegal move: ${await message(page)}`);
  await page.click(sq("F9"));
  assert((await message(page)) === "F7 cannot go to F9. The dots show where it can go.", `illegal move: ${await message(page)}`);
  await page.keyboard.press("Escape");
  assert((await squaresWith(page, "selected")).length === 0, "Escape drops the selection");
  await page.click(sq("H9"));
  assert((await message(page)).startsWith("H9 is empty. Select one of your pieces first"), `empty square: ${await message(page)}`);
  await noScrollbars(page);
}, { viewport: FRAME });

await test("interactive: a click that cannot decide offers the choice, each drawn on hover", browser, ORIGIN, async (page) => {
  await embed(page, `position=${enc(CHOOSE)}&interactive=1`);
  await page.click(sq("J6"));
  await page.click(sq("F12"));
  await page.waitForSelector("[data-testid=chooser]");
  const options = await page.$$eval("[data-testid=move-choice]", (els) => els.map((e) => e.dataset.move));
  assert(options.length === 2, `two moves offered: ${options}`);
  await page.hover(`[data-testid=move-choice][data-move="${options[1]}"]`);
  const drawn = await page.getAttribute("[data-testid=path-preview]", "data-move");
  assert(drawn === options[1], `the hovered option is drawn: ${drawn} vs ${options[1]}`);
  await noScrollbars(page);
  await shot(page, "embed-09-chooser.png");
  await page.click(`[data-testid=move-choice][data-move="${options[1]}"]`);
  await page.waitForSelector('[data-piece="white-knight"][data-at="F12"]');
  assert((await caption(page)).includes(options[1]), `the chosen move is played: ${await caption(page)}`);
}, { viewport: FRAME });

await test("touch: a tap on a long move shows it and waits for a second tap; texts say tap", browser, ORIGIN, async (page) => {
  await embed(page, `position=${enc(CANTER)}&interactive=1`);
  await page.tap(sq("E4"));
  await page.tap(sq("I8"));
  await page.waitForSelector("[data-testid=confirm-move]");
  const drawn = await page.getAttribute("[data-testid=path-preview]", "data-move");
  assert(drawn === "E4-E6-G8-I8", `the move is shown: ${drawn}`);
  assert(await page.$('[data-piece="white-man"][data-at="E4"]'), "not played yet");
  assert((await page.textContent("[data-testid=entry-status]")).includes("Tap I8 again"), "asks for a second tap");
  await noScrollbars(page);
  await shot(page, "embed-10-touch-confirm.png");
  await page.tap(sq("I8"));
  await page.waitForSelector('[data-piece="white-man"][data-at="I8"]');
  assert((await caption(page)).includes("E4-E6-G8-I8"), "the second tap played it");

  await embed(page, `position=${enc(JUMP)}&interactive=1`);
  await page.tap(sq("E4"));
  await page.tap(sq("E6"));
  const status = await page.textContent("[data-testid=entry-status]");
  assert(status.includes("Tap the next ring") && !/click/i.test(status), `touch wording: ${status}`);
}, { viewport: FRAME, hasTouch: true });

await test("embedded in another page with the README's snippet", browser, ORIGIN, async (page) => {
  // A host page on the same server (Chromium blocks loopback frames in pages from elsewhere).
  const host = `${BASE}blog-post.html`;
  await page.route(host, (route) => route.fulfill({ contentType: "text/html", body: `<!doctype html><h1 style="font:20px sans-serif">My club's blog</h1>
    <iframe src="${BASE}embed.html?position=${enc(JUMP)}&amp;highlight=E4xE6xE8" title="Camelot position"
      width="360" height="500" style="border:0;max-width:100%"></iframe>
    <iframe src="${BASE}embed.html?record=${enc(RECORD)}&amp;theme=dark" title="Camelot game"
      width="300" height="420" style="border:0"></iframe>` }));
  await page.goto(host);
  for (const n of [0, 1]) {
    await page.frameLocator(`iframe >> nth=${n}`).locator("svg.board").waitFor();
  }
  const captions = await Promise.all([0, 1].map((n) =>
    page.frameLocator(`iframe >> nth=${n}`).locator("[data-testid=caption]").textContent()));
  assert(captions[1].includes("K5-L4"), `the game frame shows the game: ${captions}`);
  await shot(page, "embed-06-in-a-page.png");
}, { viewport: { width: 760, height: 600 } });

await browser.close();
site.close();
finish("embed");
