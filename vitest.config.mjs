/**
 * The unit tests (`npm run test:ui`): every language's catalogue is added before the tests run,
 * as the server bundle does, since components render in either language synchronously.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { setupFiles: ['ui/src/i18n/allCatalogues.ts'] },
});
