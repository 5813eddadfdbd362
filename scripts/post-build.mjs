// Trunk post_build hook (see Trunk.toml): finishes the staged site before Trunk moves it to
// dist/.
// 1. Renders the PNG icons of the web app manifest from the SVG icons (@resvg/resvg-js).
// 2. Writes sw.js: the service worker template with the list of every staged file (Trunk's
//    hashed names, the AI worker and embed files, icons) and a version hashed from their
//    contents, so any change to the build installs a new service worker.
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

let Resvg;
try {
  ({ Resvg } = require("@resvg/resvg-js"));
} catch (e) {
  console.error("post-build: @resvg/resvg-js is missing; run `npm ci` (scripts/serve.sh does)");
  process.exit(1);
}

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

function walk(dir, prefix = "") {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const rel = prefix + entry.name;
    if (entry.isDirectory()) out.push(...walk(path.join(dir, entry.name), rel + "/"));
    else out.push(rel);
  }
  return out;
}

const files = walk(staging).filter((f) => f !== "sw.js").sort();
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
console.log(`post-build: ${icons.length} icons, sw.js precaches ${precache.length} files (version ${version})`);
