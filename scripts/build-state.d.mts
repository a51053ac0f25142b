/** Types of ./build-state.mjs. */
export declare const root: string;
export declare const BUILD_OUTPUTS: readonly string[];
export declare const vite: string;
export declare function buildState(outputs?: readonly string[]): "missing" | "stale" | "current";
export declare function build(options?: { logLevel?: "warn" | "error"; env?: NodeJS.ProcessEnv }): void;
