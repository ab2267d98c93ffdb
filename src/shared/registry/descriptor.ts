/**
 * A service slice's registration: what the router, nav, overview, settings, build scripts,
 * production server and demo mode need to know about it, each of its modules named once, by path
 * (its `browser.ts` imports them lazily from these; see `sliceParts`). Pure data (no React, no DOM, no
 * `import.meta.env`, nothing lazy) so Node scripts and the server read it as it is.
 */

export type HttpMethod = 'GET' | 'POST' | 'HEAD';

/** A request the server proxy forwards: `path` is a regex source matched, anchored, against the path after `/proxy/<upstream id>`. */
export interface ProxyRoute {
  readonly method: HttpMethod;
  readonly path: string;
}

export type UpstreamProtocol = 'http' | 'websocket';

/** One remote host a slice talks to. Its kebab-case id names its env variables and proxy path (see upstream-names.ts). */
export interface UpstreamDescriptor {
  readonly id: string;
  /** How messages name it: "Can't reach <name>". */
  readonly name: string;
  /** Shown in /settings beside the base URL field. */
  readonly label: string;
  readonly defaultBaseUrl: string;
  /**
   * 'websocket': the browser opens it itself (`wss://`, `ws://` only for localhost); it is never
   * proxied, whatever its VIA_PROXY variable says, and its origin is in the CSP's connect-src.
   * Absent means plain HTTP(S) requests.
   */
  readonly protocol?: UpstreamProtocol;
  readonly viaProxyByDefault: boolean;
  /** What the proxy forwards when the upstream is proxied; everything else is refused. */
  readonly proxyAllow: readonly ProxyRoute[];
  /** A server-side secret the proxy adds as a header when the browser sends none; such routes serve only this site's pages. */
  readonly serverSecret?: { readonly env: string; readonly header: string };
  /** Images load from this upstream's origin (the CSP's img-src lists it). */
  readonly servesImages?: boolean;
  /** Further image origins the slice shows (img-src), e.g. token logo hosts. */
  readonly imageOrigins?: readonly string[];
  /** A key the browser sends itself (it ships in the bundle): the env variable that sets it and its default. */
  readonly publicKey?: { readonly env: string; readonly defaultValue: string };
  /** The slice setting where the user keeps their own key for this upstream; it wins over `publicKey`. */
  readonly keySetting?: SettingField;
  /** Timeout for the proxy's wait on this upstream, when it differs from the default. */
  readonly proxyTimeoutMs?: number;
  /** Largest request body the proxy forwards, when it differs from the default (uploads). */
  readonly proxyMaxRequestBytes?: number;
  /** Largest response the proxy passes on, when it should be capped. */
  readonly proxyMaxResponseBytes?: number;
}

export interface PageDescriptor {
  /** Unique across the app; also the name of a top-level page's HTML entry (`<id>.html`). */
  readonly id: string;
  /** Router path without the leading slash, e.g. `colleges/:id`. */
  readonly path: string;
  /** A page below the slice's home offered by the command palette under this name (pages with parameters never are). */
  readonly title?: string;
  /** The page component's module (its default export), relative to the slice folder. */
  readonly module: string;
  /** The name of the page's loader among the exports of the slice's `loader.ts` (`LOADER_MODULE`): it starts the page's first data (see `PageLoader`). */
  readonly loader?: string;
  /**
   * The page and what only it imports load in a chunk of their own, not with the slice's other
   * pages: a page opened from a shared link should not fetch the rest of the slice.
   */
  readonly ownChunk?: boolean;
  /**
   * The page's largest first paint is the data its loader fetches (the first job, the picture),
   * not its heading or intro. A demo build then preloads the mocks that answer that request beside
   * the page's code; on other pages they load after the first paint, so the page's own code has
   * the network to itself.
   */
  readonly paintsData?: boolean;
}

/** A setting a slice owns. `key` is its name in the stored settings. */
export type SettingField =
  | {
      readonly key: string;
      readonly kind: 'secret' | 'text';
      readonly label: string;
      readonly hint: string;
      readonly hintLink?: { readonly href: string; readonly text: string };
      readonly placeholder?: string;
    }
  | {
      readonly key: string;
      readonly kind: 'number';
      readonly label: string;
      readonly unit: 's' | 'MB';
      readonly min: number;
      readonly max: number;
      readonly defaultValue: number;
      readonly integer?: boolean;
      readonly maxMessage?: string;
    };

/**
 * A view of a slice that can be pinned to the overview as a live tile. The same view pinned twice
 * (its parameters in another order, a default spelled out, another page number) is one pin: only
 * `params` count, without the values in `defaults`, and `unorderedLists` sorted.
 */
export interface TileKindDescriptor {
  /** Unique within the slice; names the tile's renderer in the slice's tiles module. */
  readonly id: string;
  /** The router path it pins from, as a page's `path` (`jobs`, `countries/:code`). */
  readonly path: string;
  /** The tile's title until the person renames it; the view's own values follow it. */
  readonly title: string;
  /** The query-string names the view depends on; any other name is not part of the pin. */
  readonly params?: readonly string[];
  /** What the page assumes when a name is absent: spelled out, it names the same view. */
  readonly defaults?: Readonly<Record<string, string>>;
  /** Comma lists whose order does not matter (`ids=2,1` is `ids=1,2`). */
  readonly unorderedLists?: readonly string[];
  /** Values whose letter case does not matter (hex addresses): the pin spells them in lower case. */
  readonly caseInsensitive?: readonly string[];
  /**
   * Short texts the page hands to the pin besides its URL, which the tile needs and cannot look
   * up cheaply (a token's symbol and decimals); any other name is dropped. Untrusted: the tile
   * checks them and draws them as text.
   */
  readonly details?: readonly string[];
}

/** A request the demo mocks answer: msw's path syntax (`*` wildcards) or a regex source. */
export interface DemoRoute {
  readonly method: HttpMethod;
  readonly path: string;
  readonly regex?: boolean;
}

export interface ServiceDescriptor {
  readonly id: string;
  readonly title: string;
  readonly summary: string;
  readonly provider: string;
  /** The page the nav and the overview card link to. */
  readonly home: string;
  readonly pages: readonly PageDescriptor[];
  readonly upstreams: readonly UpstreamDescriptor[];
  /** The overview card's live status component module (its default export). */
  readonly status: string;
  /** The module whose `palette` export (a `PaletteSource`) offers the slice's command-palette entries (loaded with the palette). */
  readonly palette?: string;
  /** The views the slice pins to the overview, and the module whose `tiles` export draws them (loaded with the board). */
  readonly tiles?: { readonly module: string; readonly kinds: readonly TileKindDescriptor[] };
  readonly settings: readonly SettingField[];
  /** What the slice's pages can and cannot do offline, said under the offline banner on them. */
  readonly offline: string;
  /** What the person saves in this slice (`saved jobs and their notes`): /settings says clearing cached answers keeps it. */
  readonly saves?: string;
  /** npm packages that may load only on this slice's pages (the bundle budget checks it). */
  readonly exclusivePackages?: readonly string[];
  readonly demo: {
    /** The module whose `handlers` export is this slice's msw handlers. */
    readonly module: string;
    readonly routes: readonly DemoRoute[];
    /** Its replies point at files only the mock service worker serves (images shown at once). */
    readonly needsWorker?: boolean;
    /** The module whose `socketHandlers` export simulates the feed of its WebSocket upstream (msw `ws` handlers), loaded when a page first opens a socket. */
    readonly socketModule?: string;
  };
}

/** The module of a slice with loaders whose exports its pages' `loader` names. */
export const LOADER_MODULE = './loader.ts';

export const defineService = <const S extends ServiceDescriptor>(service: S): S => service;
export const defineSetting = <const F extends SettingField>(field: F): F => field;
