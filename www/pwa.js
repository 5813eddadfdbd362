// Offline support: registers the service worker (sw.js, generated at build time with the list
// of every built file) and, when a new version has been downloaded, offers to reload into it.
if ("serviceWorker" in navigator) {
  let updating = false;

  const offer = (worker) => {
    if (!navigator.serviceWorker.controller || document.querySelector(".update-notice")) return;
    const box = document.createElement("div");
    box.className = "update-notice";
    box.setAttribute("role", "status");
    box.dataset.testid = "update-notice";
    const text = document.createElement("span");
    text.textContent = "A new version of Camelot is available.";
    const reload = document.createElement("button");
    reload.className = "primary";
    reload.textContent = "Reload";
    reload.addEventListener("click", () => {
      updating = true;
      worker.postMessage("skip-waiting");
    });
    const later = document.createElement("button");
    later.textContent = "Later";
    later.addEventListener("click", () => box.remove());
    box.append(text, reload, later);
    document.body.append(box);
  };

  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (updating) location.reload();
  });

  // The precache (every file of the site) starts once the page is idle, not while the page and
  // the computer's first reply still load.
  const whenIdle = (fn) => ("requestIdleCallback" in self ? requestIdleCallback(fn, { timeout: 8000 }) : setTimeout(fn, 3000));
  window.addEventListener("load", () => whenIdle(() => {
    navigator.serviceWorker.register("./sw.js").then((reg) => {
      // Some embedders and test browsers block service workers and resolve with nothing.
      if (!reg) return;
      if (reg.waiting) offer(reg.waiting);
      reg.addEventListener("updatefound", () => {
        const worker = reg.installing;
        if (!worker) return;
        worker.addEventListener("statechange", () => {
          if (worker.state === "installed") offer(worker);
        });
      });
    }, (e) => console.warn("Offline support is not available:", e));
  }));
}
