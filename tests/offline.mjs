// End-to-end tests of the installable offline app: the service worker precaches every built
// file, the app reloads and plays against the AI with the network cut, and a new version is
// offered with a notice.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { assert, finish, launch, serveDir, shot, sq, test, dist } from "./browser-harness.mjs";

// Serve a copy of dist/, so the update test can change sw.js.
const copy = fs.mkdtempSync(path.join(os.tmpdir(), "camelot-offline-"));
fs.cpSync(dist, copy, { recursive: true });
const site = await serveDir(copy);
const BASE = site.url;
const ORIGIN = new URL(BASE).origin;
const browser = await launch();

function walk(dir, prefix = "") {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(path.join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`]);
}

function precacheList(dir) {
  const sw = fs.readFileSync(path.join(dir, "sw.js"), "utf8");
  return JSON.parse(sw.match(/const FILES = (\[[\s\S]*?\]);/)[1]);
}

await test("sw.js precaches every built file", browser, ORIGIN, async () => {
  const listed = precacheList(dist);
  // The puzzle packs are fetched by the puzzle page and kept by it, not precached; so is
  // Camette's solved game, by the Perfect worker (which is precached: it plays offline), and
  // a language's catalogues, when it is chosen (English is built into the wasm).
  const kept = (f) => f.startsWith("puzzles/") || f.startsWith("solved/") || f.startsWith("locales/");
  const built = walk(dist).filter((f) => f !== "sw.js" && !kept(f));
  assert(fs.existsSync(path.join(dist, "puzzles/camelot.json")), "the Camelot puzzle pack is built");
  assert(fs.existsSync(path.join(dist, "solved/camette-v2.strategy.gz")), "the solved game is built");
  assert(!listed.some(kept), "no puzzle pack, no solved game precached");
  for (const f of built) assert(listed.includes(f), `${f} is precached`);
  for (const f of listed) assert(f === "./" || built.includes(f), `${f} exists`);
  assert(built.some((f) => /^camelot-web-[0-9a-f]+_bg\.wasm$/.test(f)), "hashed app wasm built");
  for (const f of ["worker.js", "worker_bg.wasm", "ai-worker.js", "perfect-worker.js", "perfect_bg.wasm", "embed.html", "embed_bg.wasm",
    "manifest.webmanifest", "icons/icon-192.png", "icons/icon-512.png"]) {
    assert(listed.includes(f), `${f} precached`);
  }
  // English's manifest and each other language's (boot.js links the language's): precached,
  // tiny, and needed by an installed app that starts offline.
  for (const code of ["en", "sco", "fr", "de", "es", "nl", "it"]) {
    const name = code === "en" ? "manifest.webmanifest" : `manifest.${code}.webmanifest`;
    assert(listed.includes(name), `${name} precached`);
    const manifest = JSON.parse(fs.readFileSync(path.join(dist, name), "utf8"));
    assert(manifest.lang === code, `${name} is in ${code}`);
    for (const icon of manifest.icons) assert(fs.existsSync(path.join(dist, icon.src)), `${name} icon ${icon.src}`);
  }
  const png = fs.readFileSync(path.join(dist, "icons/icon-512.png"));
  assert(png.readUInt32BE(16) === 512 && png.readUInt32BE(20) === 512, "icon-512.png is 512x512");
});

await test("offline: reload, then play a move against the AI", browser, ORIGIN, async (page, context) => {
  await page.goto(BASE);
  await page.evaluate(() => localStorage.clear());
  await page.waitForSelector(sq("F7"));
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15000 });
  await context.setOffline(true);
  await page.reload();
  await page.waitForSelector(sq("F7"));
  await page.click(sq("F7"));
  await page.click(sq("F8"));
  await page.waitForFunction(
    () => document.querySelectorAll("[data-testid=move-list] button.mv").length >= 2, null, { timeout: 20000 });
  await shot(page, "offline-01-ai-replied.png");
  // The course and the embed page work offline too.
  await page.goto(BASE + "#/learn/jump");
  await page.waitForSelector('[data-lesson="jump"]');
  await page.goto(BASE + "embed.html?highlight=F7");
  await page.waitForSelector("[data-testid=embed]");
  await page.goto(BASE + "?record=" + encodeURIComponent("1. J6-K5 *"));
  // The game played above would be replaced, so the app asks first.
  await page.click("[data-testid=open-link]");
  await page.waitForSelector('[data-piece="white-knight"][data-at="K5"]');
});

await test("a new version is announced and taken on reload", browser, ORIGIN, async (page) => {
  await page.goto(BASE);
  await page.waitForSelector(sq("F7"));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15000 });
  const sw = path.join(copy, "sw.js");
  fs.writeFileSync(sw, fs.readFileSync(sw, "utf8").replace(/const VERSION = "[^"]*"/, 'const VERSION = "test-update"'));
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
  const notice = await (await page.waitForSelector("[data-testid=update-notice]", { timeout: 15000 })).boundingBox();
  await shot(page, "offline-02-update-notice.png");
  // Beside the board on a desktop screen, not over it.
  const board = await (await page.$("svg.board")).boundingBox();
  const overlap = notice.x < board.x + board.width && board.x < notice.x + notice.width &&
    notice.y < board.y + board.height && board.y < notice.y + notice.height;
  assert(!overlap, `update notice ${JSON.stringify(notice)} over the board ${JSON.stringify(board)}`);
  await Promise.all([page.waitForEvent("load"), page.click("[data-testid=update-notice] button.primary")]);
  await page.waitForSelector(sq("F7"));
  const keys = await page.evaluate(() => caches.keys());
  assert(keys.includes("camelot-test-update") && keys.length === 1, `caches after the update: ${keys}`);
});

await browser.close();
site.close();
fs.rmSync(copy, { recursive: true, force: true });
finish("offline");
