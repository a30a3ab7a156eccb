import type {LoadContext, Plugin} from '@docusaurus/types';
import type {SpeedMechanism} from '../../config/speedMechanisms';
import {stockModulesFor} from './stockModules';

/** Puts the stock module back wherever a mechanism that is off has its own (stockModules.ts). */
export default function speedSwitch(
  _context: LoadContext,
  {on}: {on: ReadonlySet<SpeedMechanism>},
): Plugin {
  const replaced = stockModulesFor(on);
  return {
    name: 'speed-switch',
    configureWebpack: (_config, _isServer, {currentBundler}) => ({
      plugins: replaced.map(
        ({request, stock}) =>
          new currentBundler.instance.NormalModuleReplacementPlugin(request, stock),
      ),
    }),
  };
}
