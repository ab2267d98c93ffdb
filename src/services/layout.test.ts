import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One slice layout (docs/architecture.md, "One slice layout"): the files the registry and the build
 * find by name at the slice's root, and everything else in one of five folders.
 */
const FOLDERS = ['api', 'components', 'fake', 'hooks', 'lib'];
const ROOT_FILE = /^(service|browser|loader|tiles|palette|overview-status)\.tsx?$|^([a-z]+-)?route\.tsx$/;
const TEST = /\.test\.tsx?$/;

const root = join(process.cwd(), 'src/services');
const slices = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)]));

describe('every slice', () => {
  it.each(slices)('%s keeps the one layout: root files by name, the rest in api/ components/ fake/ hooks/ lib/', (slice) => {
    const entries = readdirSync(join(root, slice), { withFileTypes: true });
    expect(entries.filter((entry) => entry.isDirectory() && !FOLDERS.includes(entry.name)).map((entry) => entry.name)).toEqual([]);
    expect(entries.filter((entry) => entry.isFile() && !ROOT_FILE.test(entry.name) && !TEST.test(entry.name)).map((entry) => entry.name)).toEqual([]);
  });

  it.each(slices)('%s keeps its hooks in hooks/ and its fake data in fake/', (slice) => {
    const files = filesUnder(join(root, slice)).map((file) => relative(join(root, slice), file));
    expect(files.filter((file) => /(^|\/)use-[\w-]+\.tsx?$/.test(file) && !TEST.test(file) && !file.startsWith('hooks/'))).toEqual([]);
    expect(
      files.filter((file) => /(^|\/)(mocks?|mock-[\w-]+|demo-[\w-]+|sample-[\w-]+|[\w-]*fixtures?)(\/|\.ts$)/.test(file) && !file.startsWith('fake/')),
    ).toEqual([]);
  });
});
