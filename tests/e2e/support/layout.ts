import type { Locator } from "@playwright/test";

/** How many lines the given part of an element's text is laid out on. */
export const linesOf = (element: Locator, part: string) =>
  element.evaluate((el, part) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    let full = "";
    while (walker.nextNode()) {
      nodes.push(walker.currentNode as Text);
      full += (walker.currentNode as Text).data;
    }
    const locate = (index: number): [Text, number] => {
      let offset = 0;
      for (const node of nodes) {
        if (index <= offset + node.data.length) return [node, index - offset];
        offset += node.data.length;
      }
      throw new Error(`${part} not found`);
    };
    const start = full.indexOf(part);
    if (start < 0) throw new Error(`${part} not found in ${full}`);
    const range = document.createRange();
    range.setStart(...locate(start));
    range.setEnd(...locate(start + part.length));
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
  }, part);
