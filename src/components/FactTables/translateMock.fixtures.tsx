// A stand-in for @docusaurus/Translate in component tests, whose `@generated` translations do not exist.
import React, {type ReactNode} from 'react';

/** `{name}` placeholders filled with their values, as Docusaurus's `interpolate` does. */
function fill(message: string, values: Readonly<Record<string, ReactNode>> = {}): ReactNode[] {
  return message.split(/(\{\w+\})/).map((part, i) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return <React.Fragment key={i}>{name ? values[name] : part}</React.Fragment>;
  });
}

/**
 * The module `@docusaurus/Translate`, with each message looked up by id
 * (`lookup` returns the locale's code.json value) and the English default
 * where the lookup has none.
 */
export function translateModule(lookup: (id: string) => string | undefined): {
  default: (props: {
    id?: string;
    children: string;
    values?: Record<string, ReactNode>;
  }) => ReactNode;
  translate: (param: {id?: string; message: string}, values?: Record<string, string>) => string;
} {
  const localized = (id: string | undefined, message: string): string =>
    (id === undefined ? undefined : lookup(id)) ?? message;
  return {
    default: ({id, children, values}) => <>{fill(localized(id, children), values)}</>,
    // `{name}` placeholders filled, as Docusaurus's translate() does with its second argument.
    translate: ({id, message}, values = {}) =>
      localized(id, message).replace(/\{(\w+)\}/g, (all, name: string) => values[name] ?? all),
  };
}
