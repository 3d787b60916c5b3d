// Widgets import their own stylesheet; the apps' bundler (Vite) handles it, TypeScript only needs to know the module exists.
declare module '*.css';
