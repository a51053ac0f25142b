import { Component, type ErrorInfo, type ReactNode } from "react";
import { Button } from "@/client/components/ui/button";

interface State {
  error: unknown;
}

/** Shown when a page fails to render or its code cannot be loaded (e.g. after a deploy). */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    if (this.state.error === null) return this.props.children;
    return (
      <main
        id="main"
        className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center"
      >
        <h1 className="text-2xl font-bold">Something went wrong</h1>
        <p className="text-zinc-600">This page could not be shown. Please reload and try again.</p>
        <Button onClick={() => window.location.reload()}>Reload page</Button>
      </main>
    );
  }
}
