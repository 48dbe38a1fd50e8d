// Types of chromium.mjs (where the system Chromium is).
export declare function chromiumPath(): string | null
