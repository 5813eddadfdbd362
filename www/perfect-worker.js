// Starts the Perfect opponent's worker (Camette's solved game): the wasm-bindgen glue
// (no-modules target) and its wasm, both next to this file, so the app works under any
// sub-path. Loaded only when a game against Perfect asks for a move.
importScripts("./perfect.js");
wasm_bindgen({ module_or_path: "./perfect_bg.wasm" });
