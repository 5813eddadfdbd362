// Starts the analysis page's worker: the wasm-bindgen glue (no-modules target) and its wasm,
// both next to this file, so the app works under any sub-path.
importScripts("./analyst.js");
wasm_bindgen({ module_or_path: "./analyst_bg.wasm" });
