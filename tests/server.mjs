// A tiny static file server for dist/ on 127.0.0.1 (used by scripts/serve.sh and the
// end-to-end tests). Sends .wasm as application/wasm; never serves outside the root.
import http from "node:http";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".txt": "text/plain; charset=utf-8",
};

/**
 * Serves `root` on `host:port` (0 = any free port). With `prefix` (like "/camelot/") the files
 * appear under that sub-path and everything else is 404; `onRequest` sees each path asked for.
 */
export function serve(root, port = 0, host = "127.0.0.1", { prefix = "/", onRequest } = {}) {
  const base = path.resolve(root);
  const server = http.createServer((req, res) => {
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url, "http://x").pathname);
    } catch {
      res.writeHead(400).end("bad request");
      return;
    }
    onRequest?.(pathname);
    if (!pathname.startsWith(prefix)) {
      res.writeHead(404, { "content-type": "text/plain" }).end("not found (outside the sub-path)");
      return;
    }
    let file = path.join(base, pathname.slice(prefix.length));
    if (!file.startsWith(base)) {
      res.writeHead(403).end("forbidden");
      return;
    }
    if (pathname.endsWith("/")) file = path.join(file, "index.html");
    fs.readFile(file, (err, data) => {
      if (err) {
        res.writeHead(404, { "content-type": "text/plain" }).end("not found");
        return;
      }
      res.writeHead(200, {
        "content-type": TYPES[path.extname(file)] || "application/octet-stream",
        "cache-control": "no-cache",
      });
      res.end(data);
    });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] || "dist";
  const port = Number(process.argv[3] || 8080);
  const server = await serve(root, port);
  const { port: actual } = server.address();
  console.log(`Camelot is served at http://127.0.0.1:${actual}/ (Ctrl-C to stop)`);
}
