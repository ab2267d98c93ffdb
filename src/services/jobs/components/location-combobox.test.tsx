import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { describeComboboxKeyboard } from '../../../testing/combobox-keyboard.ts';
import { LocationCombobox } from './location-combobox.tsx';

const PLACES = [
  { value: 'Berlin', count: 5 },
  { value: 'München', count: 3 },
  { value: 'Bremen', count: 2 },
  { value: 'Bonn', count: 1 },
];

let picked: string | undefined;
function Harness() {
  const [value, setValue] = useState('');
  return (
    <>
      <LocationCombobox
        value={value}
        onType={setValue}
        onPick={(place) => {
          picked = place;
          setValue(place);
        }}
        places={PLACES}
      />
      <button type="button">Search</button>
    </>
  );
}

const box = () => screen.getByRole('combobox', { name: 'Location' });

describe('location combobox', () => {
  it('suggests the loaded places in other spellings, with their job counts, and Enter keeps typed text when nothing is highlighted', async () => {
    const user = userEvent.setup();
    picked = undefined;
    render(<Harness />);
    await user.type(box(), 'munich');
    expect(screen.getByRole('option', { name: 'München, 3 jobs' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(picked).toBeUndefined();
    expect(box()).toHaveValue('munich');
  });
});

describeComboboxKeyboard('the jobs location filter', {
  render: () => {
    picked = undefined;
    render(<Harness />);
  },
  input: box,
  query: 'b',
  selection: 'manual',
  optionName: (option) => option.firstElementChild?.textContent ?? '',
  chosen: () => picked,
});
