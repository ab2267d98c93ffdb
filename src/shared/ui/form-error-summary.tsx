import { useEffect, useEffectEvent, useRef } from 'react';
import { countOf, pluralWord } from '../lib/plural.ts';

export interface InvalidField {
  /** The control's `name`. */
  name: string;
  /** What its label says, as the summary names it. */
  label: string;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const isControl = (element: Element | null | undefined): element is Control =>
  element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;

/** The controls of `form` whose name has an error, in page order, named by their labels. */
export function invalidFields(form: HTMLFormElement, errors: Partial<Record<string, unknown>>): InvalidField[] {
  return [...form.elements]
    .filter(isControl)
    .flatMap((control) =>
      control.name && errors[control.name] ? [{ name: control.name, label: control.labels?.[0]?.textContent?.trim() || control.name }] : [],
    );
}

/** Brings a field to the middle of the screen, label included, and focuses it. */
function reveal(control: Element | null | undefined) {
  if (!isControl(control)) return;
  control.scrollIntoView?.({ block: 'center' });
  control.focus({ preventScroll: true });
}

/**
 * After a failed submit: says how many fields need correcting and names them, each a button that
 * goes to its field, and moves focus (and the view) to the first one, where its message is. Render
 * it with a new `key` for each failed submit, inside the form's status line.
 */
export function FormErrorSummary({ fields, lead = 'Not saved' }: { fields: readonly InvalidField[]; lead?: string }) {
  const root = useRef<HTMLSpanElement>(null);
  const controlNamed = (name: string) => root.current?.closest('form')?.elements.namedItem(name) as Element | null | undefined;
  const revealFirst = useEffectEvent(() => {
    if (fields[0]) reveal(controlNamed(fields[0].name));
  });
  useEffect(() => revealFirst(), []);

  const count = `${countOf(fields.length, 'field')} ${pluralWord(fields.length, 'needs', 'need')} correcting`;
  return (
    <span ref={root}>
      {lead}: {count}:{' '}
      {fields.map((field, index) => (
        <span key={field.name}>
          {index > 0 && ', '}
          <button
            type="button"
            className="font-medium text-accent underline underline-offset-2 hover:no-underline"
            onClick={() => reveal(controlNamed(field.name))}
          >
            {field.label}
          </button>
        </span>
      ))}
      .
    </span>
  );
}
