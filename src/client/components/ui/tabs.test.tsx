/**
 * The tabs' markup as assistive technology reads it (the WAI-ARIA tabs pattern); their keyboard
 * use is a journey (tests/e2e/auth.spec.ts).
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

const markup = renderToStaticMarkup(
  <Tabs value="sign-up">
    <TabsList>
      <TabsTrigger value="sign-in">Sign In</TabsTrigger>
      <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
    </TabsList>
    <TabsContent value="sign-in">the sign-in form</TabsContent>
    <TabsContent value="sign-up">the sign-up form</TabsContent>
  </Tabs>,
);
const tag = (pattern: RegExp) => pattern.exec(markup)?.[0] ?? "";
const attribute = (element: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(element)?.[1];

describe("tabs", () => {
  const list = tag(/<div[^>]*role="tablist"[^>]*>/);
  const signIn = tag(/<button[^>]*>(?=Sign In)/);
  const signUp = tag(/<button[^>]*>(?=Sign Up)/);
  const panel = tag(/<div[^>]*role="tabpanel"[^>]*>/);

  it("are a list of tabs, the selected one marked and the only stop of the list in the tab order", () => {
    expect(attribute(list, "aria-orientation")).toBe("horizontal");
    expect(attribute(signIn, "role")).toBe("tab");
    expect(attribute(signIn, "aria-selected")).toBe("false");
    expect(attribute(signIn, "tabindex")).toBe("-1");
    expect(attribute(signUp, "aria-selected")).toBe("true");
    expect(attribute(signUp, "tabindex")).toBe("0");
    expect(attribute(signUp, "type")).toBe("button");
  });

  it("show only the selected tab's panel, named by its tab", () => {
    expect(markup).toContain("the sign-up form");
    expect(markup).not.toContain("the sign-in form");
    expect(attribute(panel, "aria-labelledby")).toBe(attribute(signUp, "id"));
    expect(attribute(signUp, "aria-controls")).toBe(attribute(panel, "id"));
    expect(attribute(signIn, "id")).not.toBe(attribute(signUp, "id"));
  });
});
