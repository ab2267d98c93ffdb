import { trayList, type TrayEntry } from '../lib/compare-tray.ts';

/** The compare tray, re-rendering on every change here or in another tab. */
export const useTray = (): TrayEntry[] => trayList.useList();
