// Starts the AI worker: the wasm-bindgen glue (no-modules target) and its wasm, both next to
// this file, so the app works under any sub-path.
importScripts("./worker.js");
wasm_bindgen({ module_or_path: "./worker_bg.wasm" });
