import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait for the element as long as a busy machine needs (the default 1 s is
// outrun when other work shares the CPU); a test that fails still fails, only later.
configure({ asyncUtilTimeout: 10_000 });

// The client's endpoints load their contracts lazily, to check each answer in tests; loading them
// up front means a test that ends first never leaves such an import running into the teardown.
import.meta.glob('../../../../packages/domain/src/api/*.ts', { eager: true });

afterEach(() => cleanup());
