// The first script of a page the server rendered: it loads the app once the page is painted (see src/server/site/html.ts).
const island = document.getElementById("initial-data");
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
