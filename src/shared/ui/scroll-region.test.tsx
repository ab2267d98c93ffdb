import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ScrollRegion } from './scroll-region.tsx';

/** Every production source file under src/ (tests excluded), relative to the repository. */
const sources = (dir = 'src'): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : /(?<!\.test)\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );

describe('ScrollRegion', () => {
  it('is a named landmark in the tab order by default', async () => {
    render(
      <>
        <button type="button">Before</button>
        <ScrollRegion label="Countries table" className="overflow-x-auto">
          <table />
        </ScrollRegion>
      </>,
    );
    const region = screen.getByRole('region', { name: 'Countries table' });
    expect(region).toHaveAttribute('tabindex', '0');
    await userEvent.setup().tab();
    await userEvent.setup().tab();
    expect(region).toHaveFocus();
  });

  it('is a named group when asked, with the id a toggle controls', () => {
    render(
      <ScrollRegion role="group" label="Text preview" id="preview" className="max-h-96 overflow-auto">
        <pre>hello</pre>
      </ScrollRegion>,
    );
    const group = screen.getByRole('group', { name: 'Text preview' });
    expect(group).toHaveAttribute('id', 'preview');
    expect(group).toHaveTextContent('hello');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('is how src/ makes a box focusable: no file sets aside the rule against a tab stop on a non-interactive element', () => {
    const setAside = sources().filter((file) => /eslint-disable.*no-noninteractive-tabindex/.test(readFileSync(file, 'utf8')));
    expect(setAside).toEqual([]);
  });
});
