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
