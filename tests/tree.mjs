// End-to-end tests of the move tree (issue 9): side lines instead of a cut game, nested in the
// move list with `data-node` paths, comments, promote/delete, keyboard, and records with
// variations and comments through download, paste, reload and share links.
import fs from "node:fs";
import { assert, finish, launch, serveDir, shot, sq, test, dist } from "./browser-harness.mjs";

const site = await serveDir(dist);
const BASE = site.url;
const ORIGIN = new URL(BASE).origin;
const browser = await launch();

const status = (page) => page.textContent("[data-testid=status]");
const nodes = (page) =>
  page.$$eval("[data-testid=move-list] button.mv", (els) => els.map((e) => `${e.dataset.node}:${e.textContent.trim()}`));
const current = (page) =>
  page.$eval("[data-testid=move-list] [aria-current=step]", (e) => e.dataset.node).catch(() => null);

async function twoPlayers(page) {
  await page.goto(BASE);
  await page.waitForSelector(sq("F7"));
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.waitForSelector(sq("F7"));
  await page.click("[data-testid=new-game]");
  await page.check("text=Two players on this device");
  await page.click("[data-testid=start-game]");
}

async function play(page, ...squares) {
  for (const s of squares) await page.click(sq(s));
}

await test("a move at an earlier position starts a side line; reload finds it", browser, ORIGIN, async (page) => {
  await twoPlayers(page);
  await play(page, "J6", "K5", "J11", "K12", "K5", "L4");
  assert(JSON.stringify(await nodes(page)) === '["0:J6-K5","0.0:J11-K12","0.0.0:K5-L4"]', `${await nodes(page)}`);
  await page.click('[data-node="0"]');
  assert((await status(page)).includes("a move here starts a side line"), await status(page));
  await play(page, "F10", "F9");
  await page.waitForSelector('[data-node="0.1"]');
  assert((await current(page)) === "0.1", `the side line's move is current: ${await current(page)}`);
  assert(await page.$('[data-testid=move-list] .variation [data-node="0.1"]'), "nested in a variation");
  assert(JSON.stringify((await nodes(page)).filter((n) => !n.startsWith("0.1"))) ===
    '["0:J6-K5","0.0:J11-K12","0.0.0:K5-L4"]', "the game's moves are kept");
  await play(page, "K5", "K6");
  await page.waitForSelector('[data-node="0.1.0"]');
  await shot(page, "tree-01-side-line.png");
  await page.reload();
  await page.waitForSelector('[data-node="0.1.0"]');
  assert((await current(page)) === "0.1.0", "the shown move survives a reload");
  assert(await page.$('[data-piece="white-knight"][data-at="K6"]'), "the side line's position is shown");
});

await test("keyboard: ←/→ along the line, ↑/↓ between variations, Home/End", browser, ORIGIN, async (page) => {
  await twoPlayers(page);
  await play(page, "J6", "K5", "J11", "K12");
  await page.click('[data-node="0"]');
  await play(page, "F10", "F9");
  await page.click('[data-node="0.1"]');
  await page.keyboard.press("ArrowUp");
  assert((await current(page)) === "0.0", `↑ goes to the main move: ${await current(page)}`);
  await page.keyboard.press("ArrowDown");
  assert((await current(page)) === "0.1", "↓ back to the side line");
  await page.keyboard.press("ArrowLeft");
  assert((await current(page)) === "0", "← to the move before");
  await page.keyboard.press("ArrowRight");
  assert((await current(page)) === "0.0", "→ follows the main line");
  await page.keyboard.press("Home");
  assert((await current(page)) === null, "Home: the start");
  await page.keyboard.press("End");
  assert((await current(page)) === "0.0", "End: the end of the line");
});

await test("comments, promote and delete; a record with both round-trips", browser, ORIGIN, async (page) => {
  await twoPlayers(page);
  await play(page, "J6", "K5", "J11", "K12");
  await page.click('[data-node="0"]');
  await play(page, "F10", "F9");
  await page.click("[data-testid=comment-edit]");
  await page.fill("[data-testid=comment-text]", "the solid reply");
  await page.click("[data-testid=comment-save]");
  await page.waitForSelector("[data-testid=move-list] .comment");
  assert((await page.textContent("[data-testid=move-list] .comment")) === "the solid reply", "comment shown");

  // Export (Download), a new game, then paste the record back.
  const [download] = await Promise.all([page.waitForEvent("download"), page.click("text=Download")]);
  const record = fs.readFileSync(await download.path(), "utf8");
  assert(record.includes("(1... F10-F9 {the solid reply})"), `record with the side line: ${record}`);
  await page.click("[data-testid=new-game]");
  await page.click("[data-testid=start-game]");
  await page.click("[data-testid=paste]");
  await page.fill("[data-testid=paste-text]", record);
  await page.click("[data-testid=paste-load]");
  await page.waitForSelector('[data-node="0.1"]');
  assert((await page.textContent("[data-testid=move-list] .comment")) === "the solid reply", "comment back");
  await shot(page, "tree-02-reimported.png");

  await page.click('[data-node="0.1"]');
  await page.click("[data-testid=promote]");
  assert(JSON.stringify(await nodes(page)) === '["0:J6-K5","0.0:F10-F9","0.1:J11-K12"]', `promoted: ${await nodes(page)}`);
  assert((await current(page)) === "0.0", "the promoted move stays shown");
  await page.click('[data-node="0.1"]');
  await page.click("[data-testid=delete-move]");
  assert(JSON.stringify(await nodes(page)) === '["0:J6-K5","0.0:F10-F9"]', `deleted: ${await nodes(page)}`);
  assert((await current(page)) === "0", "the move before is shown");
});

await test("a share link keeps the side lines and the shown move", browser, ORIGIN, async (page, context) => {
  await twoPlayers(page);
  await play(page, "J6", "K5", "J11", "K12");
  await page.click('[data-node="0"]');
  await play(page, "F10", "F9");
  await page.click("[data-testid=share]");
  const link = await page.inputValue("[data-testid=share-link]");
  assert(link.includes("node=0.1"), link);
  const other = await context.newPage();
  await other.goto(link);
  await other.waitForSelector('[data-node="0.1"]');
  assert((await current(other)) === "0.1", "opened on the shown move");
  assert(JSON.stringify(await nodes(other)) === JSON.stringify(await nodes(page)), "the whole tree");
});

await test("phone: the tree bar and side lines fit", browser, ORIGIN, async (page) => {
  await twoPlayers(page);
  await play(page, "J6", "K5", "J11", "K12");
  await page.click('[data-node="0"]');
  await play(page, "F10", "F9");
  const bar = await (await page.$(".tree-bar")).boundingBox();
  assert(bar.x >= 0 && bar.x + bar.width <= 390, `the bar fits: ${JSON.stringify(bar)}`);
  await shot(page, "tree-03-phone.png", { fullPage: true });
}, { viewport: { width: 390, height: 844 }, hasTouch: true });

await test("the embed shows a record's comments as it steps through the game", browser, ORIGIN, async (page) => {
  const rec = "{Before the game} 1. J6-K5 {a knight out} (1. F7-F8) 1... J11-K12 2. K5-L4 *";
  await page.goto(BASE + "embed.html?ply=0&record=" + encodeURIComponent(rec));
  await page.waitForSelector("[data-testid=caption]");
  assert((await page.textContent("[data-testid=embed-comment]")) === "Before the game", "the comment before the first move");
  await page.click("[data-testid=next]");
  assert((await page.textContent("[data-testid=embed-comment]")) === "a knight out", "the first move's comment");
  await page.click("[data-testid=next]");
  assert(!(await page.$("[data-testid=embed-comment]")), "no comment on the second move");
  await shot(page, "tree-04-embed-comment.png");
});

finish("move tree");
