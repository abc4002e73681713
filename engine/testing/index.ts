// The engine's test kit, for tests, stories, test-support files and benches only (eslint.config.js).
export { clearCookies } from './clear-cookies';
export { fakeApi, json, notFound, type FakeAnswer, type FakeCall, type FakeRoutes } from './fake-api';
export { offlineApi } from './offline-api';
export { pageOf } from './page-of';
export {
  MEMBER,
  renderWithEngine,
  setTestHosts,
  testQueryClient,
  type EngineTestOptions,
  type TestViewer,
} from './render-with-engine';
export { createTestRegistry, testRegistry, THROWING_TITLE } from './test-registry';
