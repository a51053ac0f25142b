// The first script of a page the server rendered: it loads the page's islands once the page is painted (see src/server/site/html.ts, decision 107).
const island = document.getElementById("initial-data");
// A form sent before the islands arrived is on its way to the server: they then leave the page as it is (decision 104).
addEventListener("submit", (event) => {
  if (!event.defaultPrevented) document.documentElement.setAttribute("data-sent", "");
});
// Back or Forward to an entry of another address, written by a script of this page: that address's page is loaded.
const path = location.pathname;
addEventListener("popstate", () => {
  if (location.pathname !== path) location.reload();
});
const afterPaint = () =>
  new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 250);
  });
const load = (tag, attributes) =>
  document.head.append(Object.assign(document.createElement(tag), { crossOrigin: "", ...attributes }));
await afterPaint();
for (const href of island?.dataset.modules?.split(" ").filter(Boolean) ?? [])
  load("link", { rel: "modulepreload", href });
if (island?.dataset.app) load("script", { type: "module", src: island.dataset.app });
