import { startTransition, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, type Location, type NavigationType, type Navigator } from 'react-router';
import { startLoaderOnPress } from './loader-on-press.ts';
import { loadView } from './route-modules.ts';

/** The part of a React Router history the app's router uses (browser or memory history). */
export interface AppHistory extends Navigator {
  readonly action: NavigationType;
  readonly location: Location;
  listen(listener: (update: { action: NavigationType; location: Location }) => void): () => void;
}

const ignore = () => undefined;
const startPath = (path: string) => void loadView(path).catch(ignore);
const startLoader = (location: Pick<Location, 'pathname' | 'search'>) => startPath(`${location.pathname}${location.search}`);

/** The history the app's router is given, its current page's loader started (before the first render). */
export function withFirstLoader<H extends AppHistory>(history: H): H {
  startLoader(history.location);
  return history;
}

/**
 * BrowserRouter's behaviour over the given history, with each page's loader run by the router: a
 * navigation to another page starts the page's loader at once, in the navigation's own task and
 * beside the download of the page's code, and the page then joins the request in flight. A
 * change of the query string alone runs no loader: the page's own queries fetch what the new
 * search needs while the page stays shown. The first page's loader is started by `withFirstLoader`;
 * a mouse press on a link to another page starts that page's loader before the click.
 */
export function LoaderRouter({ history, children }: { history: AppHistory; children: ReactNode }) {
  const [state, setState] = useState({ action: history.action, location: history.location });
  useEffect(() => startLoaderOnPress(() => history.location.pathname, startPath), [history]);
  useLayoutEffect(() => {
    let shownPath = history.location.pathname;
    return history.listen((update) => {
      if (update.location.pathname !== shownPath) startLoader(update.location);
      shownPath = update.location.pathname;
      // As BrowserRouter: a transition keeps the current page on screen while the next one's code
      // loads, and the next page commits at once when it has (see PageArea in routes.tsx).
      startTransition(() => setState(update));
    });
  }, [history]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
