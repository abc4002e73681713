// Development only: the React Fast Refresh preamble @vitejs/plugin-react expects before any component.
import { injectIntoGlobalHook } from '/@react-refresh';

injectIntoGlobalHook(window);
window.$RefreshReg$ = () => {};
window.$RefreshSig$ = () => (type) => type;
window.__vite_plugin_react_preamble_installed__ = true;
