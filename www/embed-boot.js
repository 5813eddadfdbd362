// Starts the embedded board: embed.js (wasm-bindgen, no-modules target) defines `wasm_bindgen`;
// the wasm sits next to this page, so the frame works under any sub-path. An external file, so
// the page's Content-Security-Policy needs no inline script.
//
// The two sentences shown before the board's catalogues can be had (loading, and the board not
// starting) are in the language the board will start in (start-lang.js, loaded before this).
// A block: a classic script's top-level names would be globals beside embed.js's.
{
  const words = self.camelotStart;
  const loading = document.querySelector("#embed .embed-loading");
  if (loading) loading.textContent = words.loading;
  wasm_bindgen({ module_or_path: "./embed_bg.wasm" }).catch((e) => {
    const root = document.getElementById("embed");
    if (root) {
      root.textContent = "";
      const p = document.createElement("p");
      p.className = "embed-error";
      // The error itself is the browser's, in its own words.
      p.textContent = words.failed + e;
      root.append(p);
    }
  });
}
