import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serviceParts } from '../app/service-parts.ts';
import type { UpstreamId } from '../shared/registry/upstream-id.ts';
import { LOADER_MODULE } from '../shared/registry/descriptor.ts';
import { services } from './registry.ts';

/** An upstream id is kebab-case: it names its env variables and proxy path (src/shared/registry/upstream-names.ts). */
const UPSTREAM_ID_PATTERN = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

const root = join(process.cwd(), 'src/services');
const folders = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('the service registry', () => {
  it('lists every slice folder once, each with its data and browser halves', () => {
    expect([...services.map((service) => service.id)].sort()).toEqual([...folders].sort());
    for (const id of folders) {
      expect(existsSync(join(root, id, 'service.ts')), `${id}/service.ts`).toBe(true);
      expect(existsSync(join(root, id, 'browser.ts')), `${id}/browser.ts`).toBe(true);
    }
    expect(serviceParts.map((parts) => parts.service.id)).toEqual(services.map((service) => service.id));
  });

  it('names only modules that exist in the slice', () => {
    for (const service of services) {
      const modules = [
        ...service.pages.flatMap((page) => [page.module, page.loader ? LOADER_MODULE : page.module]),
        service.status,
        service.demo.module,
        ...(service.demo.socketModule ? [service.demo.socketModule] : []),
        ...(service.tiles ? [service.tiles.module] : []),
      ];
      for (const module of modules) expect(existsSync(join(root, service.id, module)), `${service.id}: ${module}`).toBe(true);
    }
  });

  it('pins tiles only from its own pages, one renderer per kind', async () => {
    for (const { service, tiles } of serviceParts) {
      const kinds = service.tiles?.kinds ?? [];
      expect(Boolean(tiles), `${service.id}: browser.ts tiles`).toBe(kinds.length > 0);
      expect(new Set(kinds.map((kind) => kind.id)).size).toBe(kinds.length);
      for (const kind of kinds)
        expect(
          service.pages.map((page) => page.path),
          `${service.id}/${kind.id}`,
        ).toContain(kind.path);
      if (tiles) expect(Object.keys(await tiles()).sort(), service.id).toEqual(kinds.map((kind) => kind.id).sort());
    }
  });

  it('gives each page, upstream and setting a unique, well-formed name', () => {
    const pages = services.flatMap((service) => service.pages.map((page) => page.id));
    const upstreams = services.flatMap((service) => service.upstreams.map((upstream) => upstream.id));
    const settings = services.flatMap((service) => service.settings.map((field) => field.key));
    expect(new Set(pages).size).toBe(pages.length);
    expect(new Set(upstreams).size).toBe(upstreams.length);
    expect(new Set(settings).size).toBe(settings.length);
    for (const id of upstreams) expect(id).toMatch(UPSTREAM_ID_PATTERN);
  });

  it('lets the proxy forward only what each upstream declares, as anchored-safe patterns', () => {
    for (const upstream of services.flatMap((service) => service.upstreams)) {
      if (upstream.protocol === 'websocket') {
        // Never proxied: an allowlist would promise a route the proxy does not have.
        expect(upstream.proxyAllow, upstream.id).toEqual([]);
        expect(upstream.viaProxyByDefault, upstream.id).toBe(false);
        continue;
      }
      expect(upstream.proxyAllow.length, upstream.id).toBeGreaterThan(0);
      for (const route of upstream.proxyAllow) {
        expect(route.path.startsWith('/'), `${upstream.id} ${route.path}`).toBe(true);
        expect(() => new RegExp(`^${route.path}$`)).not.toThrow();
      }
    }
  });

  it('loads each page, loader, status card and palette its descriptor names, with the export the app reads', async () => {
    for (const parts of serviceParts) {
      expect(Object.keys(parts.pages).sort()).toEqual(parts.service.pages.map((page) => page.id).sort());
      for (const page of parts.service.pages) {
        const { component, loader } = parts.pages[page.id]!;
        expect(typeof (await component()).default, `${page.id} component`).toBe('function');
        expect(Boolean(loader), `${page.id} loader`).toBe(Boolean(page.loader));
        if (loader) expect(typeof (await loader()), `${page.id} loader`).toBe('function');
      }
      expect(typeof (await parts.status()).default, `${parts.service.id} status`).toBe('function');
      expect(Boolean(parts.palette), `${parts.service.id} palette`).toBe(Boolean(parts.service.palette));
      if (parts.palette) expect(typeof (await parts.palette()), `${parts.service.id} palette`).toBe('function');
    }
  });
});

describe('UpstreamId', () => {
  it('is exactly the ids the descriptors declare, so a misspelt id fails to compile', () => {
    const declared: UpstreamId[] = services.flatMap((service) => service.upstreams.map((upstream) => upstream.id as UpstreamId));
    // @ts-expect-error a misspelt upstream id is no UpstreamId
    const misspelt: UpstreamId = 'bpi-falback';
    expect(declared).not.toContain(misspelt);
    expect(declared).toContain('bpi-fallback' satisfies UpstreamId);
  });
});
