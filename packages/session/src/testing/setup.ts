import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait for the element as long as a busy machine needs (the default 1 s is
// outrun when other work shares the CPU); a test that fails still fails, only later.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
