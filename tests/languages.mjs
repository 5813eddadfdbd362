// End-to-end tests of the app's languages (issue 23): the pseudo-language `qps` on every page
// (every visible text and accessible name from the catalogue, nothing overflowing its box),
// `?lang=`, `<html lang>`, the header's switch (remembered), the browser's languages on a first
// visit, and each language's game page, first lesson and rules page in that language.
import { assert, finish, launch, serveDir, shot, sq, test, dist } from "./browser-harness.mjs";

const site = await serveDir(dist);
const BASE = site.url;
const ORIGIN = new URL(BASE).origin;
const browser = await launch();

// What the pseudo-language scan allows outside the catalogue: notation (squares, moves,
// results, scores, numbers), symbols, and anything inside `translate="no"` (the language
// names of the switch, position text, records).
const scan = () => {
  const leaks = [];
  const overflow = [];
  const visible = (el) => {
    if (!el || !(el instanceof Element)) return true;
    const r = el.getBoundingClientRect();
    const cs = getComputedStyle(el);
    return r.width > 0 && r.height > 0 && cs.visibility !== "hidden" && cs.display !== "none";
  };
  const english = (text) => {
    // Drop wrapped (catalogue) segments first; a segment may span nodes, so also drop an
    // opening or closing part.
    let t = text.replace(/⟦[^⟧]*⟧/g, " ").replace(/^[^⟦]*⟧/, " ").replace(/⟦[^⟧]*$/, " ");
    // Notation: squares, moves (F7-F8, F7xF9-F11), results, scores, numbers.
    t = t.replace(/\b[A-P]\d{1,2}(?:[-x][A-P]\d{1,2})*\b/g, " ");
    return (t.match(/\b[A-Za-z]{2,}\b/g) || []).filter((w) => !/^(WCF|MB|KB)$/.test(w));
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const shown = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const el = n.parentElement;
    if (!el || el.closest("[translate=no], code, kbd, samp, script, style, noscript, textarea, svg title")) continue;
    // A text wrapped partly in other elements: judge the whole element's text.
    if (!visible(el)) continue;
    if (english(el.textContent).length && english(n.textContent).length) {
      shown.push(`${el.tagName.toLowerCase()}${el.dataset.testid ? `[${el.dataset.testid}]` : ""}: ${n.textContent.trim().slice(0, 80)}`);
    }
  }
  leaks.push(...new Set(shown));
  for (const el of document.querySelectorAll("[aria-label], [title], [placeholder], [alt]")) {
    if (el.closest("[translate=no]")) continue;
    for (const a of ["aria-label", "title", "placeholder", "alt"]) {
      const v = el.getAttribute(a);
      if (v && english(v).length) leaks.push(`${el.tagName.toLowerCase()} ${a}="${v.slice(0, 80)}"`);
    }
  }
  for (const el of document.querySelectorAll("button, a.button, select, label, h1, h2, h3, th, td, li, p, legend, summary, .notice, .status")) {
    if (!visible(el)) continue;
    const cs = getComputedStyle(el);
    if (["auto", "scroll"].includes(cs.overflowX)) continue;
    if (el.scrollWidth > el.clientWidth + 2 && el.clientWidth > 0) {
      overflow.push(`${el.tagName.toLowerCase()}${el.dataset.testid ? `[${el.dataset.testid}]` : ""} ${el.scrollWidth}>${el.clientWidth}: ${el.textContent.trim().slice(0, 50)}`);
    }
  }
  if (document.documentElement.scrollWidth > innerWidth + 2) {
    overflow.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} > ${innerWidth}`);
  }
  return { leaks, overflow, lang: document.documentElement.lang };
};

const check = async (page, where) => {
  const r = await page.evaluate(scan);
  assert(r.lang === "qps", `${where}: <html lang> is ${r.lang}`);
  assert(r.leaks.length === 0, `${where}: text not from the catalogue:\n  ${r.leaks.join("\n  ")}`);
  assert(r.overflow.length === 0, `${where}: text overflows its box:\n  ${r.overflow.join("\n  ")}`);
};

const PAGES = [
  ["game", "", "[data-testid=status]"],
  ["course", "#/learn", "[data-testid=learn]"],
  ["lesson 1", "#/learn/board", "[data-testid=learn]"],
  ["rules", "#/rules", "h2"],
  ["editor", "#/editor", "svg.board"],
  ["analysis", "#/analysis", "svg.board"],
  ["puzzles", "#/puzzles", "svg.board"],
];

for (const [viewport, label] of [[{ width: 1280, height: 900 }, "desktop"], [{ width: 390, height: 844 }, "phone"]]) {
  await test(`pseudo-language on every page (${label})`, browser, ORIGIN, async (page) => {
    for (const [name, hash, ready] of PAGES) {
      await page.goto(`${BASE}?lang=qps${hash}`);
      await page.waitForSelector(ready, { timeout: 20000 });
      await page.waitForTimeout(400);
      await shot(page, `languages-qps-${label}-${name.replace(" ", "-")}.png`, { fullPage: true });
      await check(page, `${name} (${label})`);
    }
    // The game page's dialogs and move entry.
    await page.goto(`${BASE}?lang=qps`);
    await page.waitForSelector(sq("F7"));
    await page.click(sq("F7"));
    await page.waitForTimeout(200);
    await check(page, `game with a piece chosen (${label})`);
    await page.click("[data-testid=new-game]");
    await page.waitForSelector("[data-testid=start-game]");
    await check(page, `New game dialog (${label})`);
    await page.goto(`${BASE}embed.html?lang=qps&highlight=F7,G7`);
    await page.waitForSelector("svg.board");
    await check(page, `embed (${label})`);
  }, { viewport });
}

await test("?lang= sets the language and <html lang>; the switch offers the seven", browser, ORIGIN, async (page) => {
  await page.goto(`${BASE}?lang=de`);
  await page.waitForSelector("[data-testid=status]");
  assert(await page.evaluate(() => document.documentElement.lang) === "de", "html lang de");
  const options = await page.$$eval("[data-testid=language] option", (os) => os.map((o) => [o.value, o.textContent]));
  assert(JSON.stringify(options) === JSON.stringify([
    ["en", "English"], ["sco", "Scots"], ["fr", "Français"], ["de", "Deutsch"],
    ["es", "Español"], ["nl", "Nederlands"], ["it", "Italiano"],
  ]), `options ${JSON.stringify(options)}`);
  assert(await page.$eval("[data-testid=language]", (s) => s.value) === "de", "the switch shows de");
  // A link's language is not stored: the next visit without it follows the browser (English).
  await page.goto(BASE);
  await page.waitForSelector("[data-testid=status]");
  assert(await page.evaluate(() => document.documentElement.lang) === "en", "without ?lang, English");
});

await test("the switch shows the page in the new language, keeps the game and is remembered", browser, ORIGIN, async (page) => {
  await page.goto(BASE);
  await page.waitForSelector(sq("F7"));
  await page.click(sq("F7"));
  await page.click(sq("F8"));
  await page.waitForFunction(() => document.querySelectorAll("[data-testid=move-list] button.mv").length >= 2, null, { timeout: 20000 });
  const before = await page.textContent("[data-testid=new-game]");
  // Choosing loads the page again in the new language (every page keeps its work in storage).
  await Promise.all([page.waitForEvent("load"), page.selectOption("[data-testid=language]", "fr")]);
  await page.waitForSelector("[data-testid=new-game]");
  assert(await page.evaluate(() => document.documentElement.lang) === "fr", "html lang fr");
  const after = await page.textContent("[data-testid=new-game]");
  assert(after !== before, `the button in French: ${after}`);
  assert(await page.$eval("[data-testid=language]", (s) => s.value) === "fr", "the switch shows fr");
  await page.waitForFunction(() => document.querySelectorAll("[data-testid=move-list] button.mv").length >= 2, null, { timeout: 20000 });
  await page.reload();
  await page.waitForSelector("[data-testid=status]");
  assert(await page.evaluate(() => document.documentElement.lang) === "fr", "remembered after a reload");
  await page.goto(`${BASE}#/rules`);
  await page.waitForSelector("h2");
  assert(await page.evaluate(() => document.documentElement.lang) === "fr", "the other pages follow");
  await Promise.all([page.waitForEvent("load"), page.selectOption("[data-testid=language]", "en")]);
  await page.waitForSelector("h2");
  assert(await page.evaluate(() => document.documentElement.lang) === "en", "back to English");
});

// The board is sized from where the header ends, so it fits the window whatever the header
// takes. At 1280 px the header is one row in every language (the switches keep their signs
// only; with their words they took a second row in five languages).
await test("the game's board fits a 1280 x 800 window below the header in every language", browser, ORIGIN, async (page) => {
  const seen = [];
  for (const lang of ["en", "sco", "fr", "de", "es", "nl", "it"]) {
    await page.goto(`${BASE}?lang=${lang}`);
    await page.waitForSelector("svg.board");
    await page.waitForTimeout(200);
    const [top, bottom, switches, title] = await page.evaluate(() => [
      document.querySelector(".top").getBoundingClientRect().bottom,
      document.querySelector("svg.board").getBoundingClientRect().bottom,
      document.querySelector(".switches").getBoundingClientRect().top,
      document.querySelector(".top h1").getBoundingClientRect().bottom,
    ]);
    seen.push(`${lang} header ${Math.round(top)} board ${Math.round(bottom)}`);
    assert(switches < title, `${lang}: the switches on the header's one row (${switches} against ${title}): ${seen}`);
    assert(bottom <= 800, `${lang}: the board ends at ${bottom}, below the window (800): ${seen}`);
    assert(bottom >= 740, `${lang}: the board uses the window's height (ends at ${bottom}): ${seen}`);
  }
  await shot(page, "languages-board-fits-it.png");
}, { viewport: { width: 1280, height: 800 } });

await test("a first visit follows the browser's languages", browser, ORIGIN, async (page) => {
  await page.goto(BASE);
  await page.waitForSelector("[data-testid=status]");
  assert(await page.evaluate(() => document.documentElement.lang) === "es", "es-ES browser → es");
}, { locale: "es-ES" });

// Each language shows itself on the game page, lesson 1 and the rules page: the texts differ
// from English's and the page says so in <html lang>.
const english = {};
await test("English texts for comparison", browser, ORIGIN, async (page) => {
  await page.goto(`${BASE}?lang=en`);
  await page.waitForSelector("[data-testid=status]");
  english.game = await page.textContent("[data-testid=new-game]");
  english.status = await page.textContent("[data-testid=status]");
  await page.goto(`${BASE}?lang=en#/learn/board`);
  await page.waitForSelector("[data-testid=learn]");
  english.lesson = await page.textContent("[data-testid=learn] h2");
  await page.goto(`${BASE}?lang=en#/rules`);
  await page.waitForSelector("h2");
  english.rules = await page.textContent("h2");
});
for (const code of ["sco", "fr", "de", "es", "nl", "it"]) {
  await test(`${code}: the game page, lesson 1 and the rules page`, browser, ORIGIN, async (page) => {
    await page.goto(`${BASE}?lang=${code}`);
    await page.waitForSelector("[data-testid=status]");
    assert(await page.evaluate(() => document.documentElement.lang) === code, "html lang");
    const game = await page.textContent("[data-testid=new-game]");
    const status = await page.textContent("[data-testid=status]");
    assert(game !== english.game || status !== english.status, `game page in ${code}: ${game} / ${status}`);
    await page.goto(`${BASE}?lang=${code}#/learn/board`);
    await page.waitForSelector("[data-testid=learn]");
    const lesson = await page.textContent("[data-testid=learn] h2");
    assert(lesson !== english.lesson, `lesson 1 in ${code}: ${lesson}`);
    await page.goto(`${BASE}?lang=${code}#/rules`);
    await page.waitForSelector("h2");
    const rules = await page.textContent("h2");
    assert(rules !== english.rules, `rules in ${code}: ${rules}`);
  });
}

await browser.close();
site.close();
finish("languages");
