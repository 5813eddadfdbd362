// Starts the app. Trunk writes this script's tag (Trunk.toml `pattern_script`) with the hashed
// names of the wasm-bindgen module and its wasm in data attributes; keeping the loader in a file
// lets the page run under a Content-Security-Policy that allows no inline script.
const tag = document.querySelector("script[data-wasm]");
const { default: init } = await import(tag.dataset.js);
const wasm = await init({ module_or_path: tag.dataset.wasm });
dispatchEvent(new CustomEvent("TrunkApplicationStarted", { detail: { wasm } }));
