import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import { useId, useState } from 'react';
import { inputClass } from '../../../../shared/ui/field.tsx';
import { compareText } from '../../../../shared/lib/text-order.ts';

const fieldsOf = (type: GraphQLNamedType): (GraphQLField<unknown, unknown> | GraphQLInputField)[] =>
  isObjectType(type) || isInterfaceType(type) || isInputObjectType(type) ? Object.values(type.getFields()) : [];

/** The schema's types, fields, arguments and descriptions; a field's name goes into the editor. */
export function DocsExplorer({ schema, onInsert }: { schema: GraphQLSchema; onInsert: (text: string) => void }) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [openType, setOpenType] = useState<string>(schema.getQueryType()?.name ?? 'Query');
  const needle = search.trim().toLowerCase();
  const types = Object.values(schema.getTypeMap())
    .filter((type) => !type.name.startsWith('__'))
    .filter((type) => !needle || type.name.toLowerCase().includes(needle) || fieldsOf(type).some((field) => field.name.toLowerCase().includes(needle)))
    .sort((a, b) => (a === schema.getQueryType() ? -1 : b === schema.getQueryType() ? 1 : compareText(a.name, b.name)));
  const TypeLink = ({ name, children }: { name: string; children: string }) => (
    <button type="button" className="font-mono text-accent underline" onClick={() => setOpenType(name)}>
      {children}
    </button>
  );
  return (
    <div className="space-y-2 text-sm">
      <label htmlFor={searchId} className="block font-medium">
        Search the schema
      </label>
      <input
        id={searchId}
        type="search"
        className={inputClass}
        value={search}
        placeholder="Type or field name"
        onChange={(event) => setSearch(event.target.value)}
      />
      {/* The padding keeps the focus rings of the list's edge controls inside its scroll box, uncut. */}
      <ul className="-mx-1 max-h-[32rem] space-y-1 overflow-y-auto p-1">
        {types.map((type) => (
          <li key={type.name}>
            <details open={openType === type.name} onToggle={(event) => event.currentTarget.open && setOpenType(type.name)}>
              <summary className="cursor-pointer font-mono font-semibold">
                {type.name} <span className={`font-sans text-xs font-normal $"text-muted"`}>{kindOf(type)}</span>
              </summary>
              {type.description && <p className={`mt-1 $"text-muted"`}>{type.description}</p>}
              <ul className="mt-1 space-y-1 pl-3">
                {fieldsOf(type).map((field) => (
                  <li key={field.name} className="break-words">
                    <button type="button" className="font-mono text-accent underline" aria-label={`Insert ${field.name}`} onClick={() => onInsert(field.name)}>
                      {field.name}
                    </button>
                    {'args' in field && field.args.length > 0 && (
                      <span className="font-mono">
                        (
                        {field.args.map((arg, index) => (
                          <span key={arg.name}>
                            {index > 0 && ', '}
                            {arg.name}: <TypeLink name={getNamedType(arg.type).name}>{String(arg.type)}</TypeLink>
                          </span>
                        ))}
                        )
                      </span>
                    )}
                    : <TypeLink name={getNamedType(field.type).name}>{String(field.type)}</TypeLink>
                    {field.description && <p className={`text-xs $"text-muted"`}>{field.description}</p>}
                  </li>
                ))}
                {isEnumType(type) &&
                  type.getValues().map((value) => (
                    <li key={value.name} className="font-mono">
                      {value.name}
                    </li>
                  ))}
              </ul>
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}

function kindOf(type: GraphQLNamedType) {
  if (isObjectType(type)) return 'type';
  if (isInputObjectType(type)) return 'input';
  if (isEnumType(type)) return 'enum';
  if (isInterfaceType(type)) return 'interface';
  return 'scalar';
}
