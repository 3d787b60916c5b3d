import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// The client's endpoints load their contracts lazily, to check each answer in tests; loading them
// up front means a test that ends first never leaves such an import running into the teardown.
import.meta.glob('../../../../packages/domain/src/api/*.ts', { eager: true });

afterEach(() => cleanup());
