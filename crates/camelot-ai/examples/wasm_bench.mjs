// Runs the bench example built for wasm32-wasip1 under Node and prints nodes per second.
// Usage: node wasm_bench.mjs path/to/bench.wasm [depth]
import { readFile } from "node:fs/promises";
import { WASI } from "node:wasi";

const [path, depth = "7"] = process.argv.slice(2);
const wasi = new WASI({ version: "preview1", args: ["bench", depth], env: {} });
const module = await WebAssembly.compile(await readFile(path));
const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
const start = performance.now();
wasi.start(instance);
const secs = (performance.now() - start) / 1000;
console.log(`wasm: ${secs.toFixed(3)} s`);
