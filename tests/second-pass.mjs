// End-to-end tests of the app's second pass (issue 8): what a new player hit on desktop and
// phone. Each test names the item it covers. Runs against a release build in dist/.
import { assert, finish, freshPage, launch, serveDir, shot, sq, squaresWith, test, dist } from "./browser-harness.mjs";

const site = await serveDir(dist);
const BASE = site.url;
const ORIGIN = new URL(BASE).origin;
const browser = await launch();
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true };

// The position of the report behind item 1: the knight on D7 can jump D7xF9xD9 or charge
// D7-F7xD9xF9.
const PREVIEW = "2/8/10/12/12/2kmmmmmm3/3k2mmk3/4m7/4m7/K2KM2M4/3M1MMMMK2/9M2/12/10/8/2 w 0 0 4";
// J6 has two moves ending on F12 that capture different pieces.
const CHOICE = "2/8/8m1/12/1m5m4/5m1m1k2/6m2mk1/6m5/12/3KMM1MM3/4M1M2K2/1K1M3MK3/1M10/10/8/2 w 0 0 15";
// White men E4 E5 E7, a black man on A13: E4 canters E6 then E8.
const CANTER = "2/8/10/m11/12/12/12/12/12/4M7/12/4M7/4M7/10/8/2 w 0 0 1";
// White men E4 K4, black men E5 E7 K5 K7 A13: two pieces can capture.
const TWO_CAPTURES = "2/8/10/m11/12/12/12/12/12/4m5m1/12/4m5m1/4M5M1/10/8/2 w 0 0 1";
// 34 plies of shuffling knights: 17 full moves.
const SHUFFLE = Array.from({ length: 17 }, (_, i) =>
  i % 2 === 0 ? `${i + 1}. J6-K5 J11-K12` : `${i + 1}. K5-J6 K12-J11`).join(" ") + " *";

const status = (page) => page.textContent("[data-testid=status]");
// A short move list, so that a few moves overflow it and "in view" means scrolled there.
// (A style attribute: the page's Content-Security-Policy refuses style elements.)
const shortList = (page) => page.$eval("[data-testid=move-list]", (el) => { el.style.maxHeight = "60px"; });
/** Whether the list overflows and its current move is inside its visible part. */
const currentInView = (page) => page.$eval("[data-testid=move-list]", (list) => {
  const cur = list.querySelector("[aria-current=step]");
  const l = list.getBoundingClientRect();
  const c = cur.getBoundingClientRect();
  return { overflows: list.scrollHeight > list.clientHeight + 4, visible: c.top >= l.top - 1 && c.bottom <= l.bottom + 1 };
});
const moveTexts = (page) =>
  page.$$eval("[data-testid=move-list] button.mv", (els) => els.map((e) => e.textContent.trim()));
const preview = (page) => page.$eval("[data-testid=path-preview]", (e) => e.getAttribute("data-move")).catch(() => null);
const focused = (page) => page.evaluate(() => {
  const a = document.activeElement;
  return { testid: a?.dataset?.testid || null, inDialog: !!a?.closest(".dialog"), tag: a?.tagName };
});

const fresh = (page, query = "") => freshPage(page, BASE, query);

async function twoPlayers(page, query = "") {
  await fresh(page, query);
  await page.click("[data-testid=new-game]");
  await page.check("text=Two players on this device");
  await page.click("[data-testid=start-game]");
}

async function paste(page, text) {
  await page.click("[data-testid=paste]");
  await page.fill("[data-testid=paste-text]", text);
  await page.click("[data-testid=paste-load]");
}

await test("1. the preview under the pointer is the move a click plays", browser, ORIGIN, async (page) => {
  await fresh(page, "?position=" + encodeURIComponent(PREVIEW));
  await page.click(sq("D7"));
  await page.hover(sq("F9"));
  assert((await preview(page)) === "D7-F7xD9xF9", `F9 previews ${await preview(page)}`);
  await page.hover(sq("D9"));
  assert((await preview(page)) === "D7xF9xD9", `D9 previews ${await preview(page)}`);
  await page.hover(sq("F7"));
  assert(await page.$("[data-testid=path-preview]"), "a landing on the way draws the leg");
  assert((await preview(page)) === null, "an extension carries no data-move");
  await page.hover(sq("F9"));
  await shot(page, "pass-01-preview.png");
  await page.click(sq("F9"));
  await page.waitForFunction(() => document.querySelectorAll("[data-testid=move-list] button.mv").length >= 1);
  assert((await moveTexts(page))[0] === "D7-F7xD9xF9", `played ${await moveTexts(page)}`);
});

await test("1. moves ending alike with different captures are offered, each drawn", browser, ORIGIN, async (page) => {
  await fresh(page, "?position=" + encodeURIComponent(CHOICE));
  await page.click(sq("J6"));
  await page.hover(sq("F12"));
  assert((await preview(page)) === null, "an undecided square plays nothing on hover");
  await page.click(sq("F12"));
  await page.waitForSelector("[data-testid=chooser]");
  assert((await moveTexts(page)).length === 0, "no move was guessed");
  const options = await page.$$eval("[data-testid=move-choice]", (els) => els.map((e) => e.dataset.move));
  assert(options.length === 2, `two options: ${options}`);
  await page.hover(`[data-testid=move-choice][data-move="${options[1]}"]`);
  assert((await preview(page)) === options[1], `hovering an option draws it: ${await preview(page)}`);
  await page.focus(`[data-testid=move-choice][data-move="${options[0]}"]`);
  assert((await preview(page)) === options[0], "focusing an option draws it");
  await shot(page, "pass-01-chooser.png");
  await page.click(`[data-testid=move-choice][data-move="${options[1]}"]`);
  await page.waitForFunction(() => document.querySelectorAll("[data-testid=move-list] button.mv").length >= 1);
  assert((await moveTexts(page))[0] === options[1], "the chosen move was played");
});

await test("2, 6. paste errors show inside the dialog, short and about the right text", browser, ORIGIN, async (page) => {
  await fresh(page);
  await paste(page, "1. F7-F9 *");
  await page.waitForSelector("[data-testid=paste-dialog] [data-testid=paste-error]");
  const err = await page.textContent("[data-testid=paste-error]");
  assert(err.startsWith("line 1, column 4: move 1 (White): F7-F9 is not a legal move — F7 can go to"), err);
  assert(err.includes("F8"), err);
  assert(!err.includes("K5"), `only F7's moves are named: ${err}`);
  // On top: the error is what the browser shows at its own centre, not the grey overlay.
  const onTop = await page.$eval("[data-testid=paste-error]", (e) => {
    const r = e.getBoundingClientRect();
    return e.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
  });
  assert(onTop, "the error is not behind the overlay");
  assert(!(await page.$("[data-testid=notice].error")), "no error notice behind the dialog");
  const selected = await page.$eval("[data-testid=paste-text]", (t) => t.value.slice(t.selectionStart, t.selectionEnd));
  assert(selected === "F7-F9", `the faulty move is selected in the text: "${selected}"`);
  await shot(page, "pass-02-paste-error.png");

  await page.fill("[data-testid=paste-text]", "2/8/10/zz/12 w 0 0 1");
  await page.click("[data-testid=paste-load]");
  await page.waitForSelector("[data-testid=paste-error]");
  const pos = await page.textContent("[data-testid=paste-error]");
  assert(pos.startsWith("This position text is not valid"), pos);
  assert(!pos.includes("square name"), `not a record error: ${pos}`);
});

await test("3. paste and Open file ask before replacing, and the old game comes back", browser, ORIGIN, async (page) => {
  await twoPlayers(page);
  await page.click(sq("F7"));
  await page.click(sq("F8"));
  await paste(page, "1. J6-K5 J11-K12 *");
  await page.waitForSelector("[data-testid=link-dialog]");
  const question = await page.textContent("[data-testid=link-dialog]");
  assert(question.includes("Open the game you pasted?"), question);
  assert(question.includes("Your current game (1 move) will be replaced"), question);
  await page.click("[data-testid=keep-game]");
  assert(JSON.stringify(await moveTexts(page)) === '["F7-F8"]', "kept");

  await page.setInputFiles("[data-testid=open-file]", {
    name: "game.txt", mimeType: "text/plain", buffer: Buffer.from("1. J6-K5 J11-K12 *"),
  });
  await page.waitForSelector("[data-testid=link-dialog]");
  assert((await page.textContent("[data-testid=link-dialog]")).includes("from the file"), "file named");
  await page.click("[data-testid=open-link]");
  await page.waitForFunction(() => document.querySelectorAll("[data-testid=move-list] button.mv").length === 2);
  await page.waitForSelector("[data-testid=restore-previous]");
  await shot(page, "pass-03-undo-replacement.png");
  // The set-aside game survives a reload.
  await page.reload();
  await page.waitForSelector("[data-testid=bring-back]");
  await page.click("[data-testid=bring-back]");
  await page.waitForFunction(() => document.querySelectorAll("[data-testid=move-list] button.mv").length === 1);
  assert(JSON.stringify(await moveTexts(page)) === '["F7-F8"]', "the previous game is back");
  // A bad file shows its text and the problem in the paste dialog.
  await page.setInputFiles("[data-testid=open-file]", {
    name: "bad.txt", mimeType: "text/plain", buffer: Buffer.from("1. F7-F9 *"),
  });
  await page.waitForSelector("[data-testid=paste-error]");
  assert((await page.inputValue("[data-testid=paste-text]")) === "1. F7-F9 *", "the file's text is shown");
});

await test("4. the move list follows the game", browser, ORIGIN, async (page) => {
  await twoPlayers(page);
  await shortList(page);
  await paste(page, SHUFFLE);
  await page.waitForFunction(() => document.querySelectorAll("[data-testid=move-list] button.mv").length === 34);
  const notice = await page.textContent("[data-testid=notice]");
  assert(notice.startsWith("Game loaded: 17 moves."), `full moves: ${notice}`);
  let v = await currentInView(page);
  assert(v.overflows && v.visible, `the last move is scrolled into view: ${JSON.stringify(v)}`);
  await page.keyboard.press("Home");
  await page.keyboard.press("ArrowRight");
  v = await currentInView(page);
  assert(v.visible, "the first move is scrolled into view");
  assert((await status(page)).includes("after White's 1st move (of 17 moves)"), await status(page));
  await page.keyboard.press("End");
  assert((await currentInView(page)).visible, "and back to the last");
  await shot(page, "pass-04-move-list.png");
});

await test("4. watch mode: the list follows, pause stops it, levels per side", browser, ORIGIN, async (page) => {
  await fresh(page);
  await shortList(page);
  await page.click("[data-testid=new-game]");
  await page.check("text=Computer against computer (watch)");
  await page.selectOption("[data-testid=level]", "1");
  await page.selectOption("[data-testid=level-black]", "2");
  await page.selectOption("[data-testid=speed]", "fast");
  // No early draw by repetition between two weak levels.
  await page.uncheck("[data-testid=repetition]");
  await page.click("[data-testid=start-game]");
  assert((await page.textContent(".top .mode")).includes("White level 1, Black level 2"), "both levels shown");
  // A narrow list overflows after a few moves: the pause comes early. Level 2 beats level 1 in
  // as few as 6 moves (12 plies; 40 games of `camelot match --white level:1 --black level:2`),
  // and a game over before the pause disables it.
  await page.$eval("[data-testid=move-list]", (el) => { el.style.width = "150px"; });
  await page.waitForFunction(() => document.querySelectorAll("[data-testid=move-list] button.mv").length >= 8,
    null, { timeout: 90000 }).catch(async (e) => {
    // Once seen in a fresh-clone CI run (2026-12-03) and never again in 25 tries: say where
    // the game stood, so that a next time tells why.
    const where = await page.evaluate(() => ({
      moves: document.querySelectorAll("[data-testid=move-list] button.mv").length,
      status: document.querySelector("[data-testid=status]")?.textContent,
      notices: [...document.querySelectorAll(".notice")].map((n) => n.textContent),
    }));
    throw new Error(`watching stopped: ${JSON.stringify(where)} (${e.message.split("\n")[0]})`);
  });
  const v = await currentInView(page);
  assert(v.overflows && v.visible, `the newest move is in view while watching: ${JSON.stringify(v)}`);
  await page.click("[data-testid=pause]");
  const n = (await moveTexts(page)).length;
  await page.waitForTimeout(1500);
  assert((await moveTexts(page)).length <= n + 1, "paused: no more moves");
  assert((await status(page)).startsWith("Paused."), await status(page));
  await page.click("[data-testid=pause]");
  await page.waitForFunction((n) => document.querySelectorAll("[data-testid=move-list] button.mv").length > n + 1,
    n, { timeout: 30000 });
});

await test("5. every dialog takes focus, keeps Tab inside, closes on Escape and gives focus back", browser, ORIGIN, async (page) => {
  await fresh(page);
  for (const [button, dialog] of [["new-game", "new-game-dialog"], ["paste", "paste-dialog"], ["share", "share-dialog"]]) {
    await page.focus(`[data-testid=${button}]`);
    await page.keyboard.press("Enter");
    await page.waitForSelector(`[data-testid=${dialog}]`);
    assert((await focused(page)).inDialog, `${dialog}: focus moved into it`);
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      assert((await focused(page)).inDialog, `${dialog}: Tab ${i + 1} stays inside`);
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press("Shift+Tab");
      assert((await focused(page)).inDialog, `${dialog}: Shift+Tab stays inside`);
    }
    await page.keyboard.press("Escape");
    await page.waitForSelector(`[data-testid=${dialog}]`, { state: "detached" });
    assert((await focused(page)).testid === button, `${dialog}: focus back on ${button}: ${JSON.stringify(await focused(page))}`);
  }
  // The New game dialog's first control is one Tab away at most.
  await page.click("[data-testid=new-game]");
  assert((await focused(page)).tag === "INPUT", "the first radio button has focus");
});

await test("confusing points: clicks that do nothing say why; duties name the pieces", browser, ORIGIN, async (page) => {
  await twoPlayers(page);
  await page.click(sq("F10"));
  assert((await page.textContent("[data-testid=message]")).startsWith("That is Black's piece."), "enemy piece");
  await page.click(sq("F9"));
  assert((await page.textContent("[data-testid=message]")).includes("Select one of your pieces first"), "empty square");
  await fresh(page, "?position=" + encodeURIComponent(TWO_CAPTURES));
  const s = await status(page);
  assert(s.includes("a capture is compulsory — E4 or K4 can capture"), s);
  assert(JSON.stringify(await squaresWith(page, "movable")) === '["E4","K4"]', "the capturers are marked");
  await page.click(sq("A13"));
  await page.click(sq("E4"));
  assert((await page.$$("[data-testid=legend]")).length === 1, "the legend explains dots and rings");
  await page.click(sq("E6"));
  assert((await status(page)).startsWith("Keep jumping: the capture must go on."), await status(page));
  await shot(page, "pass-05-duty.png");
  await page.click("[data-testid=legend-close]");
  await page.reload();
  await page.waitForSelector(sq("E4"));
  await page.click(sq("E4"));
  assert((await page.$$("[data-testid=legend]")).length === 0, "the legend is shown once");
});

await test("confusing points: resigning ends the game for good", browser, ORIGIN, async (page) => {
  await twoPlayers(page);
  await page.click(sq("F7"));
  await page.click(sq("F8"));
  await page.click("[data-testid=resign]");
  await page.click("[data-testid=resign]");
  await page.waitForSelector("[data-testid=game-over]");
  assert(await page.$eval("[data-testid=undo]", (b) => b.disabled), "no undo after resigning");
  await page.click("[data-testid=step-back]");
  assert(await page.$("[data-testid=viewing]"), "the game can be reviewed");
  await page.click("[data-testid=step-last]");
  await page.reload();
  await page.waitForSelector("[data-testid=game-over]");
  assert(await page.$eval("[data-testid=undo]", (b) => b.disabled), "still over after a reload");
});

await test("stepping: ‹ › « » buttons and ←/→/Home/End keys", browser, ORIGIN, async (page) => {
  await twoPlayers(page);
  for (const s of ["J6", "K5", "J11", "K12", "K5", "L4"]) await page.click(sq(s));
  await page.click("[data-testid=step-first]");
  assert((await status(page)).startsWith("Viewing the position at the start"), await status(page));
  await page.click("[data-testid=step-forward]");
  await page.click("[data-testid=step-forward]");
  assert((await status(page)).includes("after Black's 1st move"), await status(page));
  await page.click("[data-testid=step-back]");
  assert((await status(page)).includes("after White's 1st move"), await status(page));
  await page.keyboard.press("End");
  assert(!(await page.$("[data-testid=viewing]")), "End returns to the game");
  await page.keyboard.press("ArrowLeft");
  assert((await status(page)).includes("after Black's 1st move"), await status(page));
  await page.keyboard.press("Home");
  assert(await page.$eval("[data-testid=step-first]", (b) => b.disabled), "« is disabled at the start");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("End");
  assert((await status(page)).startsWith("Black to move"), await status(page));
});

await test("dark theme follows the system and the switch; captured pieces are counted", browser, ORIGIN, async (page) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await fresh(page, "?position=" + encodeURIComponent(TWO_CAPTURES));
  const bg = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const dark = await bg();
  assert(dark === "rgb(27, 29, 26)", `dark page: ${dark}`);
  await shot(page, "pass-06-dark.png");
  await page.click("[data-testid=theme]");
  assert((await bg()) === "rgb(244, 239, 228)", `switched to light: ${await bg()}`);
  await page.reload();
  await page.waitForSelector(sq("F7"));
  assert((await bg()) === "rgb(244, 239, 228)", "the choice is remembered");
  assert((await page.getAttribute("[data-testid=captured-white]", "data-count")) === "0", "nothing captured yet");
  await page.click(sq("E4"));
  await page.click(sq("E8"));
  await page.waitForSelector('[data-piece="white-man"][data-at="E8"]');
  assert((await page.getAttribute("[data-testid=captured-white]", "data-count")) === "2", "two men taken");
  assert((await page.textContent("[data-testid=captured-white]")).includes("2 men"), "named");
  // Where the line wraps (a phone, a long language), the "·" stays at the end of White's words
  // rather than alone on a line: the line made just as wide as White's words.
  const lines = await page.evaluate(() => {
    const line = document.querySelector("[data-testid=captured]");
    const white = line.querySelector("[data-testid=captured-white]");
    line.style.width = `${Math.ceil(white.getBoundingClientRect().width)}px`;
    const top = (node, from, to) => {
      const r = document.createRange();
      r.setStart(node, from);
      r.setEnd(node, to);
      return r.getBoundingClientRect().top;
    };
    const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
    let dot = null;
    for (let n = walker.nextNode(); n; n = walker.nextNode()) if (n.data.includes("·")) dot = n;
    const words = white.lastChild;
    return {
      dot: top(dot, dot.data.indexOf("·"), dot.data.indexOf("·") + 1),
      word: top(words, words.data.length - 1, words.data.length),
    };
  });
  assert(Math.abs(lines.dot - lines.word) < 4, `the dot on the last line of White's words: ${JSON.stringify(lines)}`);
});

await test("sounds: off on a first visit, synthesised when switched on, remembered", browser, ORIGIN, async (page) => {
  await page.addInitScript(() => {
    window.__tones = 0;
    const Real = window.AudioContext;
    window.AudioContext = class extends Real {
      createOscillator() {
        const o = super.createOscillator();
        const start = o.start.bind(o);
        o.start = (...a) => { window.__tones++; return start(...a); };
        return o;
      }
    };
  });
  await twoPlayers(page);
  await page.click(sq("F7"));
  await page.click(sq("F8"));
  assert((await page.evaluate(() => window.__tones)) === 0, "silent by default");
  await page.click("[data-testid=sound]");
  const after = await page.evaluate(() => window.__tones);
  await page.click(sq("F10"));
  await page.click(sq("F9"));
  await page.waitForFunction((n) => window.__tones > n, after);
  await page.reload();
  await page.waitForSelector(sq("F7"));
  assert((await page.getAttribute("[data-testid=sound]", "aria-pressed")) === "true", "remembered");
});

await test("phone: tap texts, a multi-leg tap previews first, a compact turn box", browser, ORIGIN, async (page) => {
  await fresh(page, "?position=" + encodeURIComponent(CANTER));
  await page.tap(sq("A13"));
  const why = await page.textContent("[data-testid=message]");
  assert(why.includes("tap one of your own pieces"), `texts say tap: ${why}`);
  await page.tap(sq("E4"));
  await page.tap(sq("E8"));
  await page.waitForSelector("[data-testid=confirm-bar]");
  assert((await moveTexts(page)).length === 0, "the first tap only previews");
  assert((await preview(page)) === "E4-E6-E8", `preview ${await preview(page)}`);
  assert((await status(page)).startsWith("Tap E8 again to play E4-E6-E8"), await status(page));
  await shot(page, "pass-07-phone-confirm.png");
  await page.tap(sq("E8"));
  await page.waitForFunction(() => document.querySelectorAll("[data-testid=move-list] button.mv").length >= 1);
  assert((await moveTexts(page))[0] === "E4-E6-E8", "the second tap played it");
  const box = await page.$eval(".turn", (e) => e.getBoundingClientRect().height);
  assert(box < 110, `no large empty gap in the turn box: ${box}px`);
  await shot(page, "pass-08-phone.png", { fullPage: true });
}, PHONE);

finish("second pass");
