// Shared harness of the browser tests for the course, embed, offline and sub-path features
// (tests/learn.mjs, embed.mjs, offline.mjs, subpath.mjs): a static server for dist/ that can
// serve it under a sub-path, Debian's Chromium through playwright-core, and a page wrapper that
// fails the test on any console error, page error, or request leaving the served origin.
import { chromium } from "playwright-core";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "./server.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
export const root = path.resolve(here, "..");
export const dist = process.env.CAMELOT_DIST ? path.resolve(process.env.CAMELOT_DIST) : path.join(root, "dist");
export const shots = path.join(here, "screenshots");
fs.mkdirSync(shots, { recursive: true });

const CHROMIUM = process.env.CHROMIUM || "/usr/bin/chromium";
const ARGS = [
  "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync",
];

/** Serves `dir` on 127.0.0.1 under `prefix` (like "/" or "/camelot/"); anything else is 404. */
export async function serveDir(dir, prefix = "/") {
  const requests = [];
  const server = await serve(dir, 0, "127.0.0.1", { prefix, onRequest: (p) => requests.push(p) });
  const url = `http://127.0.0.1:${server.address().port}${prefix}`;
  return { server, url, requests, close: () => server.close() };
}

/** Opens `base + query` on a fresh start: the app's storage cleared first, the board drawn. */
export async function freshPage(page, base, query = "") {
  await page.goto(base);
  await page.waitForSelector(sq("F7"));
  await page.evaluate(() => localStorage.clear());
  await page.goto(base + query);
  await page.waitForSelector(sq("F7"));
}

/**
 * Starts Debian's Chromium. On this kind of machine it sometimes dies while starting (a SIGSEGV
 * before the first page, seen about once in a few hundred launches, never later); such a launch
 * is tried again, up to three times in all, so one crash at start-up does not fail a whole suite.
 * A browser that crashes after starting still fails its test.
 */
export async function launch() {
  for (let attempt = 1; ; attempt++) {
    try {
      return await chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
    } catch (e) {
      if (attempt >= 3) throw e;
      console.error(`Chromium did not start (attempt ${attempt} of 3): ${String(e.message).split("\n")[0]}`);
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}

const results = [];

export function assert(cond, msg) {
  if (!cond) throw new Error(`assertion failed: ${msg}`);
}

/**
 * Runs `fn(page, context)` in a fresh context. Fails on console errors, page errors and any
 * request to another origin than `origin` (requests are aborted and reported).
 * TEST_FILTER=text runs only the tests whose name contains it.
 */
export async function test(name, browser, origin, fn, opts = {}) {
  if (process.env.TEST_FILTER && !name.includes(process.env.TEST_FILTER)) return;
  const t0 = Date.now();
  const { viewport = { width: 1280, height: 900 }, serviceWorkers = "allow", hasTouch = false, locale = "en-GB" } = opts;
  const context = await browser.newContext({ viewport, reducedMotion: "reduce", serviceWorkers, hasTouch, locale });
  const problems = [];
  const allowed = (u) => {
    const url = new URL(u);
    return url.origin === origin || ["blob:", "data:", "about:"].includes(url.protocol);
  };
  context.on("request", (r) => {
    if (!allowed(r.url())) problems.push(`request left ${origin}: ${r.url()}`);
  });
  await context.route("**/*", (route) => (allowed(route.request().url()) ? route.continue() : route.abort()));
  const watch = (page) => {
    page.on("console", (m) => {
      if (m.type() === "error") problems.push(`console error: ${m.text()}`);
    });
    page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
    page.on("worker", (w) => w.on("console", (m) => {
      if (m.type() === "error") problems.push(`worker console error: ${m.text()}`);
    }));
  };
  context.on("page", watch);
  const page = await context.newPage();
  try {
    await fn(page, context, problems);
    if (problems.length) throw new Error(problems.join("\n"));
    results.push({ name, ok: true });
    console.log(`ok    ${name} (${Date.now() - t0} ms)`);
  } catch (e) {
    results.push({ name, ok: false });
    const extra = problems.length ? `\n      also: ${problems.join("\n      ")}` : "";
    console.log(`FAIL  ${name}\n      ${String(e.stack || e).split("\n").join("\n      ")}${extra}`);
  } finally {
    await context.close();
  }
}

/** Prints the summary and exits non-zero when a test failed. */
export function finish(label) {
  const failed = results.filter((r) => !r.ok);
  console.log(`${label}: ${results.length - failed.length} passed, ${failed.length} failed`);
  process.exit(failed.length ? 1 : 0);
}

export const sq = (s) => `[data-square="${s}"]`;
export const shot = (page, name, opts = {}) => page.screenshot({ path: path.join(shots, name), ...opts });
export const squaresWith = (page, cls) =>
  page.$$eval(`.sq.${cls}`, (els) => els.map((e) => e.dataset.square).sort());
export const pieceCount = (page, kind) => page.$$eval(`[data-piece="${kind}"]`, (els) => els.length);
