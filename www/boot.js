// Starts the app. Trunk writes this script's tag (Trunk.toml `pattern_script`) with the hashed
// names of the wasm-bindgen module and its wasm in data attributes; keeping the loader in a file
// lets the page run under a Content-Security-Policy that allows no inline script.
//
// The game page is the main wasm; the other pages (course, rules, ...) are pages.wasm, loaded
// instead when the page opens on one of their fragments (the first words below are those of
// `Bundle::Pages` in crates/camelot-web/src/app/routes.rs; going between bundles reloads the page).
// The loading note in the language the app will start in (start-lang.js, run before this
// module, chose it): the catalogues come with the wasm, this one sentence comes before it. The
// web app manifest (its description) is that language's too: manifest.<code>.webmanifest,
// English's being manifest.webmanifest, which index.html names. (A language switch reloads the
// page, so this runs again.)
{
  const { lang, loading } = self.camelotStart;
  const note = document.getElementById("loading");
  if (note) note.textContent = loading;
  const manifest = document.querySelector('link[rel="manifest"]');
  if (manifest && lang !== "en") manifest.href = `manifest.${lang}.webmanifest`;
}
// The game's board fills the window's height below the page's header (style.css, `--top-h`):
// the header is one row at 1280 px in English but two in German or French, so its height is
// measured rather than assumed, whenever the page's size changes.
{
  const root = document.documentElement;
  let watched = null;
  const fit = () => {
    const top = document.querySelector(".top");
    if (!top) return;
    if (top !== watched) {
      watched = top;
      sizes.observe(top);
    }
    root.style.setProperty("--top-h", `${Math.ceil(top.getBoundingClientRect().bottom + scrollY)}px`);
  };
  const sizes = new ResizeObserver(fit);
  sizes.observe(document.body);
}
// A button that disables itself when pressed (Undo back at the start, Redo at the end, Hint
// while the computer thinks) would drop the focus to the page, and a keyboard player would lose
// their place: it goes to the nearest enabled button before it, else after it. (After the
// click's task: the app renders in a task the click queued.)
addEventListener("click", (e) => {
  const button = e.target.closest?.("button");
  if (button) setTimeout(() => {
    if (!button.disabled || document.activeElement !== document.body) return;
    for (const way of ["previousElementSibling", "nextElementSibling"])
      for (let b = button[way]; b; b = b[way]) if (b.tagName === "BUTTON" && !b.disabled) return b.focus();
  });
});
const PAGES = /^#\/?(learn|rules|editor|analysis|puzzles)(?=$|[/?])/;
const tag = document.querySelector("script[data-wasm]");
let wasm;
// The fragment the bundle is chosen by, for the router (routes.rs): a link followed while the
// wasm starts changes location.hash before the router listens.
const started = location.hash;
document.documentElement.dataset.bootHash = started;
// The analysis page's engine starts now, while the page's wasm loads, rather than after it:
// crates/camelot-web/src/engine/client.rs takes it over (`camelotWarm`, keyed by its script).
if (/^#\/?analysis(?=$|[/?])/.test(started)) {
  const url = "./analyst-worker.js";
  const entry = { worker: new Worker(url), ready: false, failed: false };
  // "ready" is the worker's first message (AnalysisReply::Ready in protocol.rs).
  entry.worker.addEventListener("message", (e) => { if (e.data === "ready") entry.ready = true; });
  entry.worker.addEventListener("error", () => { entry.failed = true; });
  self.camelotWarm = { [url]: entry };
  // Not taken (the page went elsewhere before the analysis board showed): not kept running.
  setTimeout(() => {
    if (self.camelotWarm[url] === entry) {
      delete self.camelotWarm[url];
      entry.worker.terminate();
    }
  }, 20000);
}
// The wasm of the bundle started downloads beside its script (scripts/post-build.mjs removed
// Trunk's preloads, which fetched the game's files on every page).
const preload = (href) => {
  const link = document.createElement("link");
  Object.assign(link, { rel: "preload", href, as: "fetch", type: "application/wasm", crossOrigin: "anonymous" });
  document.head.append(link);
};
if (PAGES.test(started)) {
  preload("./pages_bg.wasm");
  await new Promise((resolve, reject) => {
    const s = document.createElement("script");
    s.src = "./pages.js";
    s.onload = resolve;
    s.onerror = () => reject(new Error("pages.js could not be loaded"));
    document.head.append(s);
  });
  // pages.js (wasm-bindgen's no-modules target) defines the global `wasm_bindgen`.
  wasm = await wasm_bindgen({ module_or_path: "./pages_bg.wasm" });
} else {
  preload(tag.dataset.wasm);
  const { default: init } = await import(tag.dataset.js);
  wasm = await init({ module_or_path: tag.dataset.wasm });
}
dispatchEvent(new CustomEvent("TrunkApplicationStarted", { detail: { wasm } }));
