// The engine's test kit, for tests, stories, test-support files and benches only (eslint.config.js).
export { offlineApi } from './offline-api';
export { renderWithEngine, testQueryClient } from './render-with-engine';
export type { EngineTestOptions } from './render-with-engine';
export { createTestRegistry, testRegistry, THROWING_TITLE } from './test-registry';
