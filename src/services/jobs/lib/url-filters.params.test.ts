import { describe, expect, it } from 'vitest';
import { describeUrlParams } from '../../../testing/url-declaration.ts';
import { jobsUrl } from './url-filters.ts';

describeUrlParams('/jobs', jobsUrl, {
  q: { raw: 'Produktmanager', value: 'Produktmanager', entry: 'typed' },
  remoteOnly: { raw: '1', value: true, entry: 'chosen', invalid: 'true' },
  tags: { raw: 'design', value: ['design'], entry: 'chosen' },
  type: { raw: 'part-time', value: 'part-time', entry: 'chosen' },
  visa: { raw: '1', value: true, entry: 'chosen', invalid: '0' },
  loc: { raw: 'München', value: 'München', entry: 'typed' },
  age: { raw: '7', value: '7', entry: 'chosen', invalid: '30', noticed: true },
  newOnly: { raw: '1', value: true, entry: 'chosen', invalid: 'no' },
  lang: { raw: 'other', value: 'other', entry: 'chosen', invalid: 'fr', noticed: true },
  germanNo: { raw: 'no', value: true, entry: 'chosen', invalid: 'yes' },
});

describe('/jobs URL, beyond one field', () => {
  it('keeps a repeated tag once each, in order', () => {
    const link = new URLSearchParams('tag=react&tag=&tag=go&tag=react');
    expect(jobsUrl.read(link).tags).toEqual(['react', 'go']);
    expect(jobsUrl.write(jobsUrl.read(link)).toString()).toBe('tag=react&tag=go');
  });

  it('leaves a search of spaces out of the link', () => {
    expect(jobsUrl.patch(new URLSearchParams('q=dev'), { q: '   ' }).toString()).toBe('');
  });
});
