import { uploadHistory, type HistoryEntry } from '../lib/history-store.ts';

/** The uploads made in this browser, newest first, re-rendering on every change here or in another tab. */
export const useUploadHistory = (): HistoryEntry[] => uploadHistory.useList();
