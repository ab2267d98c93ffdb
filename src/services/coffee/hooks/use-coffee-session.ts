import { useEffect, useState } from 'react';
import { readCoffeeSession, saveCoffeeSession } from '../lib/session.ts';

/** This tab's coffee session, as state, kept in the tab's storage on every change. */
export function useCoffeeSession() {
  const [session, setSession] = useState(readCoffeeSession);
  useEffect(() => {
    saveCoffeeSession(session);
  }, [session]);
  return [session, setSession] as const;
}
