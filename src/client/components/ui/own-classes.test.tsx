/**
 * The components of the first views (Button, Card, Input, Textarea, Skeleton, Tabs) join their
 * classes without tailwind-merge, which keeps that library out of a visitor's first download
 * (bundle budget). The price is that a class given to one of them must never fight one of its
 * own: both would be in the markup, and the stylesheet's order, not the caller, would decide.
 * (An own class that gives way, join-classes.ts, is left out when the caller sets the same.)
 * This test renders every `<Component className=…>` of the client as it is written and fails
 * on a pair of classes that tailwind-merge would have had to resolve.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { twMerge } from "tailwind-merge";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { Button, type ButtonProps } from "./button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "./card";
import { Input } from "./input";
import { Skeleton } from "./skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";
import { Textarea } from "./textarea";

const clientDir = path.resolve(import.meta.dirname, "../..");

interface Props {
  className?: string;
  variant?: string;
  size?: string;
}
const target = { "data-target": "" };
const COMPONENTS: Record<string, (p: Props) => ReactElement> = {
  Button: (p) => <Button {...(p as ButtonProps)} {...target} />,
  Card: (p) => <Card className={p.className} {...target} />,
  CardHeader: (p) => <CardHeader className={p.className} {...target} />,
  CardTitle: (p) => <CardTitle className={p.className} {...target} />,
  CardDescription: (p) => <CardDescription className={p.className} {...target} />,
  CardContent: (p) => <CardContent className={p.className} {...target} />,
  Input: (p) => <Input className={p.className} {...target} />,
  Textarea: (p) => <Textarea className={p.className} {...target} />,
  Skeleton: (p) => <Skeleton className={p.className} {...target} />,
  TabsList: (p) => (
    <Tabs value="a">
      <TabsList className={p.className} {...target} />
    </Tabs>
  ),
  TabsTrigger: (p) => (
    <Tabs value="a">
      <TabsList>
        <TabsTrigger value="a" className={p.className} {...target} />
      </TabsList>
    </Tabs>
  ),
  TabsContent: (p) => (
    <Tabs value="a">
      <TabsContent value="a" className={p.className} {...target} />
    </Tabs>
  ),
};

/** The classes of the rendered component (the element marked as the target). */
function rendered(name: string, props: Props): string[] {
  const markup = renderToStaticMarkup(COMPONENTS[name]!(props));
  const tag = /<[^>]*\bdata-target=""[^>]*>/.exec(markup)?.[0] ?? "";
  return (/\bclass="([^"]*)"/.exec(tag)?.[1] ?? "").split(/\s+/).filter(Boolean);
}

/** Classes tailwind-merge would drop: each fights a later class of the list. */
const fought = (classes: string[]) => {
  const merged = new Set(twMerge(classes.join(" ")).split(/\s+/));
  return classes.filter((c) => !merged.has(c));
};

/** The clashes a className brings: pairs in the rendered list that the component's own list has not. */
function clashes(name: string, props: Props): string[] {
  const own = new Set(fought(rendered(name, { variant: props.variant, size: props.size })));
  return fought(rendered(name, props)).filter((c) => !own.has(c));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith(".tsx") ? [full] : [];
  });
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

interface Use extends Props {
  where: string;
  name: string;
}

function uses(file: string): Use[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Use[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
      COMPONENTS[node.tagName.getText(source)]
    ) {
      const attr = (name: string) =>
        node.attributes.properties.find(
          (p): p is ts.JsxAttribute => ts.isJsxAttribute(p) && p.name.getText(source) === name,
        )?.initializer;
      const text = (init: ts.JsxAttributeValue | undefined) => (init ? literals(init).join(" ") : undefined);
      const className = text(attr("className"));
      if (className) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        found.push({
          where: `${path.relative(clientDir, file)}:${line + 1}`,
          name: node.tagName.getText(source),
          className,
          variant: text(attr("variant")),
          size: text(attr("size")),
        });
      }
    }
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

const all = sourceFiles(clientDir).flatMap(uses);

describe("classes given to the components that join classes without tailwind-merge", () => {
  it("are found in the client's source", () => {
    expect(all.filter((u) => u.name === "Button").length).toBeGreaterThan(5);
    expect(all.filter((u) => u.name.startsWith("Card")).length).toBeGreaterThan(5);
  });

  it("never fight one of the component's own classes", () => {
    const found = all.flatMap((use) => {
      const lost = clashes(use.name, use);
      return lost.length ? [`${use.where}: <${use.name} className="${use.className}"> fights ${lost.join(" ")}`] : [];
    });
    expect(found).toEqual([]);
  });

  it("would catch a clash, and lets an own class give way where it is meant to", () => {
    expect(clashes("Button", { variant: "outline", className: "bg-transparent" })).toEqual(["bg-white"]);
    expect(clashes("CardTitle", { className: "text-sm" })).toEqual(["text-lg", "leading-none"]);
    expect(clashes("Card", { className: "border-amber-300 bg-amber-50" })).toEqual([]);
    expect(rendered("Card", { className: "border-amber-300" })).not.toContain("border-zinc-200");
    expect(rendered("CardContent", { className: "pt-6" })).toEqual(["px-6", "pb-6", "pt-6"]);
  });
});
