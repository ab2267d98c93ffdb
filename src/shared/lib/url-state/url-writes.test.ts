import { describe, expect, it, vi } from 'vitest';
import { replacesDraft, UrlWrites } from './url-writes.ts';

const set = (name: string, value: string) => (previous: URLSearchParams) => {
  const next = new URLSearchParams(previous);
  if (value) next.set(name, value);
  else next.delete(name);
  return next;
};

describe('UrlWrites', () => {
  it('starts every write from the latest write, not from the URL last shown', () => {
    const writes = new UrlWrites('start', '?q=univ');
    expect(writes.write(set('state', 'TX'))?.toString()).toBe('q=univ&state=TX');
    // The first navigation has not arrived yet; the second write keeps it.
    expect(writes.write(set('page', '2'))?.toString()).toBe('q=univ&state=TX&page=2');
  });

  it('writes nothing when the URL would not change', () => {
    const writes = new UrlWrites('start', '?q=univ');
    expect(writes.write(set('q', 'univ'))).toBeUndefined();
  });

  it('knows its own navigations, with the parameters each changed, from navigations from outside', () => {
    const writes = new UrlWrites('start', '');
    writes.write(set('name', 'texas'));
    writes.write(set('state', 'TX'));
    // React may skip rendering the first of a burst: the second arrives with both.
    const arrival = writes.arrive('b', '?name=texas&state=TX');
    expect(arrival.own).toBe(true);
    expect(arrival.writes.map((write) => [...write.changed])).toEqual([['name'], ['state']]);
    // Idempotent for one navigation (a render may run twice).
    expect(writes.arrive('b', '?name=texas&state=TX')).toBe(arrival);
    // Back: a URL this page did not write just now.
    expect(writes.arrive('c', '?name=texas')).toMatchObject({ own: false, writes: [] });
    // The next write starts from there.
    expect(writes.write(set('page', '1'))?.toString()).toBe('name=texas&page=1');
  });

  it('takes a navigation to the same URL by a link (a new key) as one from outside', () => {
    const writes = new UrlWrites('start', '');
    expect(writes.arrive('link', '').own).toBe(false);
  });

  it('compares URLs as query strings, whatever their encoding', () => {
    const writes = new UrlWrites('start', '');
    writes.write(set('loc', 'Köln am Rhein'));
    expect(writes.arrive('k', '?loc=K%C3%B6ln%20am%20Rhein').own).toBe(true);
  });

  it('sends a waiting draft before any other write, marked as its own', () => {
    const writes = new UrlWrites('start', '');
    const nameField = {};
    const sendName = vi.fn(() => writes.as(nameField, () => writes.write(set('name', 'texas'))));
    writes.hold(nameField, sendName);
    writes.write(set('state', 'TX'));
    expect(sendName).toHaveBeenCalledTimes(1);
    const arrival = writes.arrive('n', '?name=texas&state=TX');
    expect(arrival.writes.map((write) => [write.author, [...write.changed]])).toEqual([
      [nameField, ['name']],
      [undefined, ['state']],
    ]);
    // Sent once: it no longer waits.
    writes.write(set('page', '2'));
    expect(sendName).toHaveBeenCalledTimes(1);
  });

  it('a released draft is not sent', () => {
    const writes = new UrlWrites('start', '');
    const send = vi.fn();
    const field = {};
    writes.hold(field, send);
    writes.release(field);
    writes.write(set('state', 'TX'));
    expect(send).not.toHaveBeenCalled();
  });
});

describe('replacesDraft', () => {
  const field = {};
  const writes = new UrlWrites('start', '');
  writes.as(field, () => writes.write(set('zip', '48824')));
  writes.write(set('name', 'texas'));
  writes.write(set('zip', ''));
  const [own, other, clear] = [writes.arrive('1', '?zip=48824'), writes.arrive('2', '?zip=48824&name=texas'), writes.arrive('3', '?name=texas')];

  it('keeps a draft through its own writes and the writes of other fields', () => {
    expect(replacesDraft(own, field, ['zip'])).toBe(false);
    expect(replacesDraft(other, field, ['zip'])).toBe(false);
  });

  it('replaces it when another control writes its parameter, or the URL changes from outside', () => {
    expect(replacesDraft(clear, field, ['zip'])).toBe(true);
    expect(replacesDraft(writes.arrive('4', '?zip=11111'), field, ['zip'])).toBe(true);
  });
});

describe('UrlWrites, drafts typed at once in two boxes', () => {
  it("a draft's own write does not send another box's text half typed", () => {
    const writes = new UrlWrites('start', '');
    const [location, admission] = [{}, {}];
    const sendAdmission = vi.fn();
    writes.hold(admission, sendAdmission);
    writes.as(location, () => writes.write(set('loc', 'Berlin')));
    expect(sendAdmission).not.toHaveBeenCalled();
  });
});

describe('UrlWrites, a URL changed under the same key', () => {
  it('takes it as a navigation from outside (a script pushing history.state again)', () => {
    const writes = new UrlWrites('start', '?q=x');
    expect(writes.arrive('start', '?q=x&loc=berlin')).toMatchObject({ own: false });
  });
});
