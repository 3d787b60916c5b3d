// The one build flag the client reads. Vite defines it (and declares it identically in
// vite/client); Vitest sets it true. Declared here so packages without Vite's types compile.
declare global {
  interface ImportMetaEnv {
    DEV: boolean;
  }
  interface ImportMeta {
    readonly env: ImportMetaEnv;
  }
}

export {};
