// Trunk post_build hook (see Trunk.toml): finishes the staged site before Trunk moves it to
// dist/.
// 1. Renders the PNG icons of the web app manifest from the SVG icons (@resvg/resvg-js).
// 2. Writes sw.js: the service worker template with the list of every staged file (Trunk's
//    hashed names, the AI worker and embed files, icons) and a version hashed from their
//    contents, so any change to the build installs a new service worker.
// 3. Gives the functions each wasm imports from its glue short names, and minifies every
//    script (terser), before the service worker's version is hashed.
// Usage outside Trunk: node scripts/post-build.mjs STAGING_DIR
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const staging = process.env.TRUNK_STAGING_DIR || process.argv[2];
const source = process.env.TRUNK_SOURCE_DIR || path.resolve("www");
if (!staging || !fs.existsSync(staging)) {
  console.error("post-build: no staging directory (TRUNK_STAGING_DIR or an argument)");
  process.exit(1);
}

// An npm package the build needs, or a clear stop.
const need = (name) => {
  try {
    return require(name);
  } catch (e) {
    console.error(`post-build: ${name} is missing; run \`npm ci\` (scripts/serve.sh does)`);
    process.exit(1);
  }
};
const { Resvg } = need("@resvg/resvg-js");

const icons = [
  ["icon.svg", "icons/icon-192.png", 192],
  ["icon.svg", "icons/icon-512.png", 512],
  ["icon.svg", "icons/icon-180.png", 180],
  ["icons/maskable.svg", "icons/maskable-512.png", 512],
];
fs.mkdirSync(path.join(staging, "icons"), { recursive: true });
for (const [svg, png, size] of icons) {
  const data = fs.readFileSync(path.join(source, svg));
  const out = new Resvg(data, { fitTo: { mode: "width", value: size } }).render().asPng();
  fs.writeFileSync(path.join(staging, png), out);
}

// One copy of each file, and nothing loaded that the page does not use:
// - the icon goes into the pages as a data: URL (no request a page switch could abort);
// - embed.html uses Trunk's hashed style.css rather than a copy of its own;
// - index.html loses Trunk's preloads of the game's script and wasm: on the other pages boot.js
//   loads pages.wasm instead, and the preloads would download the game for nothing (boot.js
//   preloads the wasm of the bundle it starts).
const read = (f) => fs.readFileSync(path.join(staging, f), "utf8");
const write = (f, text) => fs.writeFileSync(path.join(staging, f), text);
const icon = `data:image/svg+xml,${encodeURIComponent(fs.readFileSync(path.join(source, "icon.svg"), "utf8").trim())}`;
// Trunk writes the hash in hex without leading zeros: 15 digits one build in sixteen.
const hashedStyle = fs.readdirSync(staging).find((f) => /^style-[0-9a-f]{8,16}\.css$/.test(f));
if (!hashedStyle) {
  console.error("post-build: no hashed style.css in the staging directory");
  process.exit(1);
}
// Trunk may have minified the page: attributes in any order, quotes optional.
const attr = (tag, name) => tag.match(new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`))?.slice(1).find((v) => v !== undefined);
const links = (html, fn) => html.replace(/<link\b[^>]*>\s*/g, (tag) => fn(tag, attr(tag, "rel"), attr(tag, "href")));
const iconed = (tag) => tag.replace(/\shref=(?:"[^"]*"|'[^']*'|[^\s>]+)/, ` href="${icon}"`);
write("index.html", links(read("index.html"), (tag, rel, href) => {
  if (rel === "modulepreload" || (rel === "preload" && /\.wasm$/.test(href || ""))) return "";
  return rel === "icon" ? iconed(tag) : tag;
}));
write("embed.html", links(read("embed.html"), (tag, rel, href) => {
  if (rel === "icon") return iconed(tag);
  return href === "style.css" ? tag.replace("style.css", hashedStyle) : tag;
}));
for (const f of ["index.html", "embed.html"]) {
  const left = [];
  links(read(f), (tag, rel, href) => {
    if (rel === "modulepreload" || (rel === "preload" && /\.wasm$/.test(href || "")) || ["style.css", "icon.svg"].includes(href)) left.push(tag);
    return tag;
  });
  if (left.length) {
    console.error(`post-build: ${f} still preloads or names a file twice`);
    process.exit(1);
  }
}

// Short import names: wasm-bindgen names each function the wasm imports from its glue
// `__wbg_<method>_<16 hex digits>`, written twice (the wasm's import section and the glue's
// import object): 12 KB in the game's wasm, and the hex digits do not compress (7 KB gzipped
// of its first load in the two files). Each pair `X_bg.wasm` + its glue `X.js` (or the hashed
// `camelot-web-<hash>.js`) gets the names `a`, `b`, … instead, the same in both; a name the
// glue does not spell out exactly is an error (the build stops rather than ship a wasm that
// cannot start).
const leb = (bytes, at) => {
  let value = 0;
  let shift = 0;
  for (;;) {
    const b = bytes[at++];
    value += (b & 0x7f) * 2 ** shift;
    shift += 7;
    if (b < 0x80) return [value, at];
  }
};
const toLeb = (n) => {
  const out = [];
  do {
    let b = n % 128;
    n = Math.floor(n / 128);
    if (n > 0) b |= 0x80;
    out.push(b);
  } while (n > 0);
  return out;
};
const shortName = (i) => {
  const letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
  let name = "";
  do {
    name = letters[i % 52] + name;
    i = Math.floor(i / 52) - 1;
  } while (i >= 0);
  return name;
};
function renameImports(wasm, glue, file) {
  const fail = (why) => {
    console.error(`post-build: ${file}: ${why}`);
    process.exit(1);
  };
  if (wasm.readUInt32LE(0) !== 0x6d736100) fail("not a wasm module");
  const renamed = new Map();
  const parts = [wasm.subarray(0, 8)];
  let at = 8;
  while (at < wasm.length) {
    const id = wasm[at];
    const [size, start] = leb(wasm, at + 1);
    const end = start + size;
    if (id !== 2) {
      parts.push(wasm.subarray(at, end));
      at = end;
      continue;
    }
    // The import section: count, then (module, name, kind, description) each.
    let p = start;
    const [count, afterCount] = leb(wasm, p);
    p = afterCount;
    const body = [Buffer.from(toLeb(count))];
    const str = () => {
      const [len, from] = leb(wasm, p);
      p = from + len;
      return wasm.subarray(from, from + len);
    };
    for (let i = 0; i < count; i++) {
      const module = str();
      const name = str().toString("utf8");
      const descFrom = p;
      const kind = wasm[p++];
      const limits = () => {
        const flags = wasm[p++];
        p = leb(wasm, p)[1];
        if (flags & 1) p = leb(wasm, p)[1];
      };
      if (kind === 0) p = leb(wasm, p)[1];
      else if (kind === 1) { p++; limits(); }
      else if (kind === 2) limits();
      else if (kind === 3) p += 2;
      else if (kind === 4) { p++; p = leb(wasm, p)[1]; }
      else fail(`import kind ${kind} unknown`);
      let next = name;
      if (/^__wbg_\w+$/.test(name)) {
        if (!renamed.has(name)) renamed.set(name, shortName(renamed.size));
        next = renamed.get(name);
      }
      const nameBytes = Buffer.from(next, "utf8");
      body.push(Buffer.from(toLeb(module.length)), module, Buffer.from(toLeb(nameBytes.length)), nameBytes, wasm.subarray(descFrom, p));
    }
    if (p !== end) fail("the import section did not read to its end");
    const payload = Buffer.concat(body);
    parts.push(Buffer.from([2, ...toLeb(payload.length)]), payload);
    at = end;
  }
  let js = glue;
  for (const [from, to] of renamed) {
    const word = new RegExp(`\\b${from}\\b`, "g");
    const uses = js.match(word)?.length ?? 0;
    if (uses !== 1) fail(`the glue names ${from} ${uses} times, not once`);
    js = js.replace(word, () => to);
  }
  return [Buffer.concat(parts), js];
}
for (const wasmFile of fs.readdirSync(staging).filter((f) => f.endsWith("_bg.wasm"))) {
  const base = wasmFile.slice(0, -"_bg.wasm".length);
  const glueFile = `${base}.js`;
  if (!fs.existsSync(path.join(staging, glueFile))) {
    console.error(`post-build: ${wasmFile} has no glue ${glueFile}`);
    process.exit(1);
  }
  const [wasm, js] = renameImports(fs.readFileSync(path.join(staging, wasmFile)), read(glueFile), wasmFile);
  fs.writeFileSync(path.join(staging, wasmFile), wasm);
  write(glueFile, js);
}

// Minifies the scripts (terser; Trunk minifies the page and the stylesheet but not
//    wasm-bindgen's glue nor the files it copies): the game page's first load is budgeted
//    (tests/e2e.mjs), and its scripts were 15 KB gzipped with their comments and long names.
//    The ES modules (boot.js, the game's glue) have their top-level names mangled too; the
//    classic scripts keep theirs (`wasm_bindgen` is a global the pages look up). Exports and the
//    names the wasm imports are kept (terser never renames properties).
const { minify } = need("terser");
const isModule = (f, text) => f === "boot.js" || /^\s*export\s/m.test(text);
let scriptsBefore = 0;
let scriptsAfter = 0;
for (const f of fs.readdirSync(staging).filter((f) => f.endsWith(".js") && f !== "sw.js")) {
  const text = read(f);
  const module = isModule(f, text);
  const out = await minify(text, { module, compress: true, mangle: true, format: { comments: false } });
  if (typeof out.code !== "string") {
    console.error(`post-build: terser gave nothing for ${f}`);
    process.exit(1);
  }
  write(f, out.code);
  scriptsBefore += Buffer.byteLength(text);
  scriptsAfter += Buffer.byteLength(out.code);
}

function walk(dir, prefix = "") {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const rel = prefix + entry.name;
    if (entry.isDirectory()) out.push(...walk(path.join(dir, entry.name), rel + "/"));
    else out.push(rel);
  }
  return out;
}

// The puzzle packs are not precached: the puzzle page fetches and keeps them when it opens
// (crates/camelot-web/src/app/fetch.rs), so a first visit to the game does not download them.
// Nor is Camette's solved game (2.5 MB): the Perfect worker fetches and keeps it when a game
// against Perfect first asks for a move (crates/camelot-web/src/engine/perfect.rs).
// The web app manifests of every language are (manifest.webmanifest, manifest.<code>.webmanifest,
// under a kilobyte each): a page opened offline then finds the one boot.js links for its
// language, as it finds English's. (A language's catalogues, tens of kilobytes, are kept when
// it is chosen instead.)
const files = walk(staging)
  .filter((f) => f !== "sw.js" && !f.startsWith("puzzles/") && !f.startsWith("solved/") && !f.startsWith("locales/"))
  .sort();
const hash = crypto.createHash("sha256");
for (const f of files) {
  hash.update(f + "\0");
  hash.update(fs.readFileSync(path.join(staging, f)));
}
const version = hash.digest("hex").slice(0, 16);
// "./" is the page a visitor opens (the folder URL); index.html is the same file by name.
const precache = ["./", ...files];

const swPath = path.join(staging, "sw.js");
const template = fs.readFileSync(fs.existsSync(swPath) ? swPath : path.join(source, "sw.js"), "utf8");
if (!template.includes("__FILES__")) {
  console.error("post-build: sw.js has no __FILES__ placeholder");
  process.exit(1);
}
fs.writeFileSync(
  swPath,
  template.replace('"__VERSION__"', JSON.stringify(version)).replace("__FILES__", JSON.stringify(precache, null, 2)),
);
console.log(`post-build: ${icons.length} icons, scripts ${scriptsBefore} → ${scriptsAfter} bytes, sw.js precaches ${precache.length} files (version ${version})`);
