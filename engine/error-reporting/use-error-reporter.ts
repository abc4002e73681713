import { useEngine } from '../context';
import { consoleErrorReporter, type ErrorReporter } from './error-reporter';

/** The engine's error reporter; the console where the host gave none (tests, stories, the server render). */
export function useErrorReporter(): ErrorReporter {
  return useEngine().errorReporter ?? consoleErrorReporter;
}
