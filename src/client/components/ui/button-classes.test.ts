/**
 * Button joins its classes without tailwind-merge, which keeps that library out of a visitor's
 * first download (bundle budget). The price is that a class given to a Button must never fight
 * one of the Button's own: both would be in the markup and the stylesheet's order, not the
 * caller, would decide. This test reads every `<Button className=…>` in the client and fails on
 * such a pair; a different look belongs in a variant or a size of the Button itself.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { buttonVariants } from "./button";

const clientDir = path.resolve(import.meta.dirname, "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith(".tsx") ? [full] : [];
  });
}

interface ButtonUse {
  where: string;
  variant?: string;
  size?: string;
  className: string;
}

/** Every string literal inside an expression: a conditional className gives all its branches. */
function literals(node: ts.Node): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  const found: string[] = [];
  node.forEachChild((child) => {
    found.push(...literals(child));
  });
  return found;
}

function buttonUses(file: string): ButtonUse[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const uses: ButtonUse[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && node.tagName.getText(source) === "Button") {
      const attr = (name: string) =>
        node.attributes.properties.find((p): p is ts.JsxAttribute => ts.isJsxAttribute(p) && p.name.getText(source) === name)?.initializer;
      const text = (init: ts.JsxAttributeValue | undefined) => (init ? literals(init).join(" ") : undefined);
      const className = text(attr("className"));
      if (className) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        uses.push({ where: `${path.relative(clientDir, file)}:${line + 1}`, variant: text(attr("variant")), size: text(attr("size")), className });
      }
    }
    node.forEachChild(visit);
  };
  visit(source);
  return uses;
}

const uses = sourceFiles(clientDir).flatMap(buttonUses);

describe("classes given to a Button", () => {
  it("are found in the client's source", () => {
    expect(uses.length).toBeGreaterThan(5);
  });

  it("never override one of the Button's own classes", () => {
    const clashes = uses.flatMap((use) => {
      // The Button's own classes as they apply (a size's text-base wins over the base text-sm).
      const own = twMerge(buttonVariants({ variant: use.variant as never, size: use.size as never })).split(/\s+/);
      const merged = new Set(twMerge(own.join(" "), use.className).split(/\s+/));
      const lost = own.filter((c) => !merged.has(c));
      return lost.length ? [`${use.where}: "${use.className}" overrides ${lost.join(" ")}`] : [];
    });
    expect(clashes).toEqual([]);
  });

  it("would catch a clash", () => {
    const own = twMerge(buttonVariants({ variant: "outline" })).split(/\s+/);
    const merged = new Set(twMerge(own.join(" "), "bg-transparent").split(/\s+/));
    expect(own.filter((c) => !merged.has(c))).toEqual(["bg-white"]);
  });
});
