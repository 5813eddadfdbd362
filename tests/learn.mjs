// End-to-end tests of the rules course (#/learn), the rules page (#/rules) and the share
// dialog, against a release build in dist/. Screenshots go to tests/screenshots/.
import { assert, finish, launch, pieceCount, serveDir, shot, sq, squaresWith, test, dist } from "./browser-harness.mjs";

const site = await serveDir(dist);
const BASE = site.url;
const ORIGIN = new URL(BASE).origin;
const browser = await launch();

const feedback = (page) => page.textContent("[data-testid=lesson-feedback]");

async function freshCourse(page, hash = "#/learn") {
  await page.goto(BASE);
  await page.evaluate(() => localStorage.clear());
  await page.goto(BASE + hash);
  await page.waitForSelector("[data-testid=learn]");
}

await test("complete the jump lesson by clicking, after one wrong try", browser, ORIGIN, async (page) => {
  await freshCourse(page);
  assert((await page.$$(".lesson-item")).length === 10, "ten lessons listed");
  assert((await page.textContent("[data-testid=progress]")).includes("0 of 10"), "no progress yet");
  await shot(page, "learn-01-list.png");

  await page.click("[data-testid=lesson-jump]");
  await page.waitForSelector(sq("E4"));
  assert((await page.textContent("[data-testid=lesson-title]")).includes("jump"), "jump lesson open");
  assert(JSON.stringify(await squaresWith(page, "movable")) === JSON.stringify(["E4"]), "E4 marked");
  assert((await page.$$(".path")).length === 0, "no move drawn before the learner tries");
  assert((await squaresWith(page, "dest")).length === 0, "no destination shown before the learner tries");
  await shot(page, "learn-02-jump-lesson.png");

  // Wrong try: a man that may not move while a capture is compulsory.
  await page.click(sq("K4"));
  const why = await feedback(page);
  assert(why.includes("compulsory") && why.includes("man on E4"), `wrong try explained, naming the capturer: ${why}`);
  assert(await page.$eval("[data-testid=lesson-feedback]", (e) => e.classList.contains("wrong")), "marked wrong");
  assert(JSON.stringify(await squaresWith(page, "movable")) === JSON.stringify(["E4"]), "the capturer is marked");
  assert((await squaresWith(page, "selected")).length === 0, "K4 is not picked up");
  await shot(page, "learn-03-wrong-try.png");

  // The right move, leg by leg, with the step named.
  await page.click(sq("E4"));
  const dests = await squaresWith(page, "dest");
  for (const d of ["E8", "G4", "G6"]) assert(dests.includes(d), `E4's move to ${d} highlighted once selected: ${dests}`);
  await page.click(sq("E6"));
  assert((await squaresWith(page, "next")).includes("E8"), "E8 offered as the next landing");
  const status = await page.textContent("[data-testid=entry-status]");
  assert(status.startsWith("Keep jumping: the capture must go on"), `the step is named: ${status}`);
  await page.click(sq("E8"));
  await page.waitForSelector("[data-testid=lesson-feedback].ok");
  assert((await feedback(page)).includes("Two men captured"), "praised");
  assert((await pieceCount(page, "black-man")) === 2, "two of four black men captured");
  assert(await page.$('[data-piece="white-man"][data-at="E8"]'), "the man landed on E8");
  assert(await page.$eval("[data-testid=task-next]", (e) => e.classList.contains("primary")), "next lesson offered");
  assert(!(await page.$("[data-testid=next-lesson]")), "once: the lesson links offer no second one");
  assert((await page.$$(".lesson a.primary, .lesson button.primary")).length === 1, "one highlighted way on, not two");
  await shot(page, "learn-04-solved.png");

  // Progress is saved, in the format of earlier versions.
  const saved = JSON.parse(await page.evaluate(() => localStorage.getItem("camelot.learn")));
  assert(saved.version === 1 && JSON.stringify(saved.done) === JSON.stringify(["jump"]), `saved: ${JSON.stringify(saved)}`);
  await page.reload();
  await page.goto(BASE + "#/learn");
  await page.waitForSelector("[data-testid=progress]");
  assert((await page.textContent("[data-testid=progress]")).includes("1 of 10"), "progress saved");
  assert(await page.$eval("[data-testid=lesson-jump]", (e) => e.closest("li").classList.contains("done")), "lesson ticked");

  // Restart the lesson.
  await page.click("[data-testid=lesson-jump]");
  await page.waitForSelector(sq("E4"));
  assert((await page.$$("[data-testid=lesson-feedback]")).length === 0, "a reopened lesson starts afresh");
  await page.click(sq("E4"));
  await page.click(sq("G6"));
  assert((await feedback(page)).includes("only one man"), "a legal move that misses the goal is explained");
  await page.click("[data-testid=restart]");
  assert((await page.$$("[data-testid=lesson-feedback]")).length === 0, "restart clears the feedback");
});

await test("the course enters moves as the game page does: rings, no End move here mid-chain, jumps written with x", browser, ORIGIN, async (page) => {
  for (const id of ["jump"]) {
    await freshCourse(page, `#/learn/${id}`);
    await page.waitForSelector(`[data-lesson="${id}"] ${sq("E4")}`);
    await page.click(sq("E4"));
    const rings = await page.$$eval(".sq.next:not(.dest)", (els) => els.map((e) => e.dataset.square));
    assert(rings.includes("E6"), `${id}: a ring on the landing on the way, as on the game page: ${rings}`);
    await page.click(sq("E6"));
    assert((await page.$$("[data-testid=end-here]")).length === 0, `${id}: the capture must go on, so no End move here`);
    assert((await squaresWith(page, "next")).includes("E8"), `${id}: the next landing is offered`);
    await shot(page, `learn-11-${id}-mid-chain.png`);
    await page.click(sq("E6"));
    const why = await feedback(page);
    assert(why.startsWith("E4xE6 is not allowed"), `${id}: a jump is written with x: ${why}`);
    assert(why.includes("keep jumping"), `${id}: the rule is named: ${why}`);
  }
});

await test("show me draws only the moves the task accepts, after the demonstration", browser, ORIGIN, async (page) => {
  await freshCourse(page, "#/learn/jump");
  await page.waitForSelector(sq("E4"));
  await page.click("[data-testid=show-me]");
  await page.waitForSelector('[data-piece="white-man"][data-at="E8"]', { timeout: 5000 });
  await page.waitForSelector('[data-piece="white-man"][data-at="E4"]', { timeout: 8000 });
  await page.waitForSelector(".path.hint");
  assert((await page.$$(".path.hint")).length === 2, "the two chains that take two men are drawn");
  const dests = await squaresWith(page, "dest");
  assert(JSON.stringify(dests) === JSON.stringify(["E8", "G4"]), `never E4xG6, which the task rejects: ${dests}`);
  await shot(page, "learn-09-jump-show-me.png");
  // The canter and the charge lessons give nothing away before Show me.
  for (const id of ["canter", "charge"]) {
    await page.goto(BASE + `#/learn/${id}`);
    await page.waitForSelector(`[data-lesson="${id}"] ${sq("E4")}`);
    assert((await page.$$(".path")).length === 0, `${id}: no path drawn at first`);
    assert((await squaresWith(page, "dest")).length === 0, `${id}: no destination at first`);
  }
});

await test("clicks that do nothing say why; desktop texts say click", browser, ORIGIN, async (page) => {
  await freshCourse(page, "#/learn/canter");
  await page.waitForSelector(sq("E4"));
  await page.click(sq("A13"));
  let why = await feedback(page);
  assert(why.startsWith("That is Black's piece."), `enemy piece: ${why}`);
  await page.click(sq("H10"));
  why = await feedback(page);
  assert(why.includes("H10 is empty. Select one of your pieces first"), `empty square: ${why}`);
  await page.goto(BASE + "#/learn/board");
  await page.waitForSelector('[data-lesson="board"]');
  const task = await page.textContent("[data-testid=task]");
  assert(task.includes("Click one square"), `desktop wording: ${task}`);
});

await test("show me, the knight's duty, next lesson", browser, ORIGIN, async (page) => {
  await freshCourse(page, "#/learn/charge");
  await page.waitForSelector(sq("E4"));
  await page.click("[data-testid=show-me]");
  await page.waitForSelector('[data-piece="white-knight"][data-at="E8"]', { timeout: 5000 });
  await shot(page, "learn-05-show-me.png");
  await page.waitForSelector('[data-piece="white-knight"][data-at="E4"]', { timeout: 8000 });
  await page.click(sq("E4"));
  await page.click(sq("E6"));
  // As on the game page: a move that must go on offers no "End move here"; trying to end it
  // on its landing (a second click there) names the rule.
  assert((await page.$$("[data-testid=end-here]")).length === 0, "no End move here while the knight must go on");
  await page.click(sq("E6"));
  assert((await feedback(page)).includes("knight's duty"), `duty explained: ${await feedback(page)}`);
  await page.click("[data-testid=next-lesson]");
  await page.waitForSelector('[data-lesson="own-castle"]');
});

await test("the castle-move lesson: trying to leave names the rule, then the castle move", browser, ORIGIN, async (page) => {
  await freshCourse(page, "#/learn/castle-move");
  await page.waitForSelector(sq("G16"));
  assert((await page.textContent("[data-testid=task]")).includes("castle move"), "the lesson has a task");
  assert((await squaresWith(page, "dest")).length === 0, "nothing shown before the learner tries");
  // Wrong try: out of the castle.
  await page.click(sq("G16"));
  assert(JSON.stringify(await squaresWith(page, "dest")) === JSON.stringify(["F16"]), "G16's only move is to F16");
  await page.click(sq("G15"));
  const why = await feedback(page);
  assert(why.includes("never leaves") && why.includes("at most two"), `wrong try explained: ${why}`);
  assert(await page.$('[data-piece="white-man"][data-at="G16"]'), "the wrong try changed nothing");
  await shot(page, "learn-07-castle-move-wrong.png");
  // Right try: the castle move.
  await page.click(sq("G16"));
  await page.click(sq("F16"));
  await page.waitForSelector("[data-testid=lesson-feedback].ok");
  assert((await feedback(page)).includes("castle move"), "praised");
  assert(await page.$('[data-piece="white-man"][data-at="F16"]'), "the man made the castle move");
  await shot(page, "learn-08-castle-move-solved.png");
});

await test("corrupt saved progress is discarded with a notice", browser, ORIGIN, async (page) => {
  await page.goto(BASE);
  await page.evaluate(() => localStorage.setItem("camelot.learn", "{not json"));
  await page.goto(BASE + "#/learn");
  await page.waitForSelector("[data-testid=notice]");
  assert((await page.textContent("[data-testid=notice]")).includes("could not be read"), "notice shown");
  assert((await page.textContent("[data-testid=progress]")).includes("0 of 10"), "progress reset");
  assert(await page.evaluate(() => localStorage.getItem("camelot.learn")) === null, "the unreadable data is removed");
  await page.goto(BASE + "#/learn/no-such-lesson");
  await page.waitForSelector("text=There is no lesson called");
  // Progress saved by earlier versions still loads.
  await page.evaluate(() => localStorage.setItem("camelot.learn", '{"version":1,"done":["board","jump"]}'));
  await page.goto(BASE + "#/learn/board");
  await page.goto(BASE + "#/learn");
  await page.reload();
  await page.waitForSelector("[data-testid=progress]");
  assert((await page.textContent("[data-testid=progress]")).includes("2 of 10"), "old progress loads");
  assert((await page.$$("[data-testid=notice]")).length === 0, "without a notice");
});

await test("a lesson on a phone: board first, task right under it, taps, a second tap for a long move", browser, ORIGIN, async (page) => {
  await freshCourse(page, "#/learn/canter");
  await page.waitForSelector(sq("E4"));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert(overflow <= 0, `no sideways scrolling (${overflow}px too wide)`);
  const H = 844;
  const box = async (sel) => (await page.$(sel)).boundingBox();
  const board = await box("svg.board");
  assert(board.width >= 300, `board is wide enough to tap: ${board.width}px`);
  assert(board.y + board.height <= H, `the whole board is on the first screen: ${JSON.stringify(board)}`);
  const text = await box(".lesson-text");
  assert(text.y >= board.y + board.height, "the explanation comes after the board");
  const task = await box("[data-testid=task]");
  assert(task.y >= board.y + board.height && task.y + task.height <= H, `the task is right under the board: ${JSON.stringify(task)}`);
  const words = await page.textContent("[data-testid=task]") + (await page.textContent(".lesson-text"));
  assert(!/click/i.test(words), `touch wording, no "click": ${words}`);
  await shot(page, "learn-06-phone-open.png");

  await page.tap(sq("E4"));
  await page.tap(sq("I8"));
  await page.waitForSelector("[data-testid=confirm-move]");
  assert(await page.$('[data-piece="white-man"][data-at="E4"]'), "the first tap on a long move plays nothing");
  const drawn = await page.getAttribute("[data-testid=path-preview]", "data-move");
  assert(drawn === "E4-E6-G8-I8", `the first tap shows the move: ${drawn}`);
  const status = await page.textContent("[data-testid=entry-status]");
  assert(status.startsWith("Tap I8 again to play E4-E6-G8-I8"), `asks for a second tap: ${status}`);
  const bar = await box("[data-testid=confirm-move]");
  assert(bar.y + bar.height <= H, "the confirm button is on the first screen");
  await shot(page, "learn-10-phone-preview.png");
  await page.tap(sq("I8"));
  await page.waitForSelector("[data-testid=lesson-feedback].ok");
  assert(await page.$('[data-piece="white-man"][data-at="I8"]'), "the second tap played it");
  const fb = await box("[data-testid=lesson-feedback]");
  assert(await page.evaluate(() => window.scrollY) === 0 && fb.y + fb.height <= H, `feedback seen without scrolling: ${JSON.stringify(fb)}`);
  const onward = await box("[data-testid=task-next]");
  assert(onward.y + onward.height <= H, `the next lesson is offered on the first screen: ${JSON.stringify(onward)}`);
  await shot(page, "learn-06-phone.png");
  await shot(page, "learn-06-phone-full.png", { fullPage: true });

  // Touch wording in feedback too.
  await page.goto(BASE + "#/learn/board");
  await page.waitForSelector('[data-lesson="board"]');
  assert((await page.textContent("[data-testid=task]")).includes("Tap one square"), "tap in the prompt");
  await page.goto(BASE + "#/learn/canter");
  await page.waitForSelector('[data-lesson="canter"]');
  await page.tap(sq("E4"));
  await page.tap(sq("E6"));
  await page.tap(sq("E6"));
  await page.waitForSelector("[data-testid=lesson-feedback].wrong");
  const miss = await feedback(page);
  assert(miss.includes("tap I8 itself") && !/click/i.test(miss), `tap in the feedback: ${miss}`);
}, { viewport: { width: 390, height: 844 }, hasTouch: true });

await test("rules page and links from the game", browser, ORIGIN, async (page) => {
  await page.goto(BASE);
  await page.waitForSelector(sq("F7"));
  await page.click("[data-testid=learn-link]");
  await page.waitForSelector("[data-testid=learn]");
  await page.click('.links a[href="#/rules"]');
  await page.waitForSelector("[data-testid=rules]");
  assert((await page.$$(".diagram svg.board")).length >= 5, "diagrams drawn");
  for (const h of ["Duties", "Castles", "our choices", "Notation"]) {
    assert((await page.textContent(".rules-text")).includes(h), `rules page covers ${h}`);
  }
  await shot(page, "rules-01.png", { fullPage: true });
  await page.click("text=Play a game");
  await page.waitForSelector(sq("F7"));
  // A query these pages do not read leaves them where they are (it used to send the visit
  // to the game page).
  for (const [hash, id] of [["#/rules?x=1", "rules"], ["#/learn?lesson=nope", "learn"]]) {
    await page.goto("about:blank");
    await page.goto(BASE + hash);
    await page.waitForSelector(`[data-testid=${id}]`);
    await page.waitForTimeout(300);
    assert(await page.$(`[data-testid=${id}]`), `${hash} stays on the page`);
    assert(page.url().endsWith(hash), `${hash} keeps its address: ${page.url()}`);
  }
});

await test("share dialog builds a game link that opens the game", browser, ORIGIN, async (page, context) => {
  await page.goto(BASE);
  await page.evaluate(() => localStorage.clear());
  await page.goto(BASE);
  await page.waitForSelector(sq("F7"));
  await page.click("[data-testid=new-game]");
  await page.check("text=Two players on this device");
  await page.click("[data-testid=start-game]");
  await page.click(sq("F7"));
  await page.click(sq("F8"));
  await page.waitForSelector('[data-piece="white-man"][data-at="F8"]');
  await page.click("[data-testid=share]");
  await page.waitForSelector("[data-testid=share-dialog]");
  const link = await page.inputValue("[data-testid=share-link]");
  const embedPos = await page.inputValue("[data-testid=share-embed-position]");
  const embedGame = await page.inputValue("[data-testid=share-embed-game]");
  assert(link.startsWith(BASE + "?record="), `game link: ${link}`);
  assert(embedPos.startsWith(`<iframe src="${BASE}embed.html?position=`), `position snippet: ${embedPos}`);
  assert(embedGame.includes("embed.html?record="), `game snippet: ${embedGame}`);
  await shot(page, "share-01-dialog.png");
  await page.click("[data-testid=share-close]");

  const friend = await context.newPage();
  await friend.goto(BASE);
  await friend.evaluate(() => localStorage.clear());
  await friend.goto(link);
  await friend.waitForSelector('[data-piece="white-man"][data-at="F8"]');
  const moves = await friend.$$eval("[data-testid=move-list] button.mv", (els) => els.map((e) => e.textContent.trim()));
  assert(JSON.stringify(moves) === JSON.stringify(["F7-F8"]), `the link opened the game: ${moves}`);
  assert(await friend.$eval("svg.board", (e) => e.classList.contains("flipped")), "turned to Black, to move");
  assert(!(await friend.url()).includes("record="), "the link's parameters are removed after opening");

  // The embed snippet's URL shows the game too.
  const src = embedGame.match(/src="([^"]+)"/)[1].replaceAll("&amp;", "&");
  await friend.goto(src);
  await friend.waitForSelector("[data-testid=embed]");
  assert((await friend.textContent("[data-testid=caption]")).includes("F7-F8"), "embedded game");
});

await browser.close();
site.close();
finish("learn");
