// Starts the embedded board: embed.js (wasm-bindgen, no-modules target) defines `wasm_bindgen`;
// the wasm sits next to this page, so the frame works under any sub-path. An external file, so
// the page's Content-Security-Policy needs no inline script.
wasm_bindgen({ module_or_path: "./embed_bg.wasm" }).catch((e) => {
  const root = document.getElementById("embed");
  if (root) {
    root.textContent = "";
    const p = document.createElement("p");
    p.className = "embed-error";
    p.textContent = "This Camelot board could not start: " + e;
    root.append(p);
  }
});
