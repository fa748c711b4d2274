import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Each test renders into an empty document.
afterEach(() => cleanup());
