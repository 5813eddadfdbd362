// The language a page starts in, chosen as crates/camelot-web/src/app/language.rs chooses it
// (`?lang=` in the page's query or its fragment's, the stored choice, the browser's languages),
// and the sentences a page shows before its wasm and catalogues are there. One place for both
// starts: boot.js (the app, which also links the language's manifest) and embed-boot.js (the
// embed). A classic script that sets one global, `camelotStart`, and touches no element; it
// changes `<html lang>` only.
self.camelotStart = (() => {
  const WORDS = {
    en: { loading: "Loading the board…", failed: "This Camelot board could not start: " },
    sco: { loading: "Loadin the baird…", failed: "This Camelot baird couldnae stert: " },
    fr: { loading: "Chargement du plateau…", failed: "Ce plateau de Camelot n'a pas pu démarrer : " },
    de: { loading: "Das Brett wird geladen…", failed: "Dieses Camelot-Brett konnte nicht starten: " },
    es: { loading: "Cargando el tablero…", failed: "Este tablero de Camelot no ha podido arrancar: " },
    nl: { loading: "Het bord wordt geladen…", failed: "Dit Camelot-bord kon niet starten: " },
    it: { loading: "Caricamento del tavoliere…", failed: "Questa scacchiera di Camelot non è riuscita ad avviarsi: " },
  };
  const code = (tag) => (tag || "").toLowerCase().split(/[-_]/)[0];
  const query = (q) => new URLSearchParams(q).get("lang");
  let stored = null;
  try { stored = localStorage.getItem("camelot.lang"); } catch { /* storage blocked */ }
  const lang = [query(location.search), query(location.hash.split("?")[1] || ""), stored,
    ...(navigator.languages || [navigator.language])].map(code).find((c) => c in WORDS) || "en";
  document.documentElement.lang = lang;
  return { lang, ...WORDS[lang] };
})();
