/**
 * Demo builds only: vite.config.ts points `tough-cookie` here. msw keeps request cookies in a
 * tough-cookie jar, which carries the public-suffix list (about 110 KB gzipped) into the page.
 * The demo's mocks neither read nor set cookies, so an empty jar answers the same.
 */
export class Cookie {
  static fromJSON(): null {
    return null;
  }
}

export class MemoryCookieStore {
  idx: Record<string, unknown> = {};
}

export class CookieJar {
  getCookiesSync(): Cookie[] {
    return [];
  }

  async setCookie(): Promise<void> {}
}
