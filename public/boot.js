// The first script of a page the server rendered: it loads the page's islands once the page is painted (see src/server/site/html.ts, decision 107).
const island = document.getElementById("initial-data");
// A form sent before the islands arrived is on its way to the server: they then leave the page as it is (decision 104).
addEventListener("submit", (event) => {
  if (!event.defaultPrevented) document.documentElement.setAttribute("data-sent", "");
});
// A tap on a button of an island before the islands are hydrated is kept, and made again once
// they are (islands-hydrated, sent by the islands' script): the menu opens, the choice is shown.
const early = [];
let hydrated = false;
addEventListener(
  "click",
  (event) => {
    const button = event.target instanceof Element && event.target.closest("[data-island] button[type=button]");
    if (button && !hydrated) early.push(button);
  },
  true,
);
addEventListener("islands-hydrated", () => {
  hydrated = true;
  for (const button of new Set(early.splice(0))) if (button.isConnected) button.click();
});
// Back or Forward to an entry of another address, written by a script of this page: that address's page is loaded
// (once the app has the page, data-app, it renders the address itself).
const path = location.pathname;
addEventListener("popstate", () => {
  if (location.pathname !== path && !document.documentElement.hasAttribute("data-app")) location.reload();
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
