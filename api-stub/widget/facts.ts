/**
 * The product facts the widget scripts need, from src/data. The build evaluates this module in
 * Node and bundles only these values (serve.ts), so no description reaches the served scripts.
 */
import {clientErrorCodes} from '../../src/data/clientErrorCodes';
import {greyShades, paletteKeys, themeComponents} from '../../src/data/themeKeys';
import {widgetAttributes} from '../../src/data/widgetAttributes';

export const errorCodes: readonly string[] = clientErrorCodes.map(({code}) => code);
/** The render() options, which are the container's data- attributes. */
export const options: readonly string[] = widgetAttributes.map(({option}) => option);
/** Each custom theme component and its states. */
export const componentStates: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  themeComponents.map(({name, states}) => [name, states]),
);
/** The palette's colour groups and their keys: `grey` → its shades, `text` → heading, body… */
export const paletteColours: Record<string, string[]> = {grey: greyShades.map(String)};
for (const {path} of paletteKeys) {
  const [group, key] = path.split('.') as [string, string?];
  if (key) (paletteColours[group] ??= []).push(key);
}
