// End-to-end test: dist/ served under a sub-path (/camelot/) loads and plays, every request
// stays under the sub-path, and the built pages carry the strict CSP with no inline script.
import fs from "node:fs";
import path from "node:path";
import { assert, finish, launch, serveDir, shot, sq, test, dist } from "./browser-harness.mjs";

const site = await serveDir(dist, "/camelot/");
const BASE = site.url;
const ORIGIN = new URL(BASE).origin;
const browser = await launch();

await test("built pages: strict CSP, no inline scripts, relative URLs", browser, ORIGIN, async () => {
  for (const page of ["index.html", "embed.html"]) {
    const html = fs.readFileSync(path.join(dist, page), "utf8");
    // The page may be minified: attributes in any order, quotes where needed.
    const meta = (html.match(/<meta\b[^>]*http-equiv=["']?Content-Security-Policy[^>]*>/) || [""])[0];
    const csp = meta.match(/content="([^"]+)"/);
    assert(csp, `${page} has a CSP`);
    assert(csp[1].includes("script-src 'self' 'wasm-unsafe-eval'"), `${page} script-src: ${csp[1]}`);
    assert(!/script-src[^;]*unsafe-inline/.test(csp[1]), `${page}: no inline scripts allowed`);
    for (const tag of html.match(/<script\b[^>]*>/g) || []) {
      assert(/\bsrc=/.test(tag), `${page}: inline script ${tag}`);
    }
    for (const m of html.matchAll(/\s(?:src|href)=(?:"([^"]+)"|([^\s">]+))/g)) {
      m[1] = m[1] ?? m[2];
      // A data: URL (the icon, written into the page) is no address of the site.
      assert(!m[1].startsWith("/") && !/^(?!data:)[a-z]+:/.test(m[1]), `${page}: absolute URL ${m[1]}`);
    }
  }
});

await test("the app, the course and embed.html under /camelot/", browser, ORIGIN, async (page) => {
  await page.goto(BASE);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.waitForSelector(sq("F7"));
  await page.click(sq("F7"));
  await page.click(sq("F8"));
  await page.waitForFunction(
    () => document.querySelectorAll("[data-testid=move-list] button.mv").length >= 2, null, { timeout: 20000 });
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  assert(scope === BASE, `service worker scope ${scope}`);
  await shot(page, "subpath-01-app.png");
  await page.goto(BASE + "#/learn");
  await page.waitForSelector("[data-testid=learn]");
  await page.goto(BASE + "embed.html?highlight=F7,G7");
  await page.waitForSelector("svg.board");
  const outside = site.requests.filter((p) => !p.startsWith("/camelot/"));
  assert(outside.length === 0, `requests outside the sub-path: ${outside}`);
});

await browser.close();
site.close();
finish("subpath");
