import { consoleRuns, type ConsoleRun } from '../lib/console/run-history.ts';

/** The console's last runs, newest first, kept in step with other tabs. */
export const useConsoleHistory = (): ConsoleRun[] => consoleRuns.useList();
