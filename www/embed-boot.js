// Starts the embedded board: embed.js (wasm-bindgen, no-modules target) defines `wasm_bindgen`;
// the wasm sits next to this page, so the frame works under any sub-path. An external file, so
// the page's Content-Security-Policy needs no inline script.
//
// The two sentences shown before the board's catalogues can be had (loading, and the board not
// starting) are in the language the board will start in, chosen as
// crates/camelot-web/src/app/language.rs chooses it (`?lang=`, the stored choice, the browser's
// languages), as boot.js does for the app.
// A block: a classic script's top-level names would be globals beside embed.js's.
{
  const WORDS = {
    en: { loading: "Loading the board…", failed: "This Camelot board could not start: " },
    sco: { loading: "Loadin the baird…", failed: "This Camelot baird couldnae stert: " },
    fr: { loading: "Chargement du plateau…", failed: "Ce plateau de Camelot n'a pas pu démarrer : " },
    de: { loading: "Das Brett wird geladen…", failed: "Dieses Camelot-Brett konnte nicht starten: " },
    es: { loading: "Cargando el tablero…", failed: "Este tablero de Camelot no ha podido arrancar: " },
    nl: { loading: "Het bord wordt geladen…", failed: "Dit Camelot-bord kon niet starten: " },
    it: { loading: "Caricamento del tavoliere…", failed: "Questa scacchiera di Camelot non è riuscita ad avviarsi: " },
  };
  const words = (() => {
    const code = (tag) => (tag || "").toLowerCase().split(/[-_]/)[0];
    const query = (q) => new URLSearchParams(q).get("lang");
    let stored = null;
    try { stored = localStorage.getItem("camelot.lang"); } catch { /* storage blocked */ }
    const lang = [query(location.search), query(location.hash.split("?")[1] || ""), stored,
      ...(navigator.languages || [navigator.language])].map(code).find((c) => c in WORDS) || "en";
    document.documentElement.lang = lang;
    return WORDS[lang];
  })();
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
