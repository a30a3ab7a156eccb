/**
 * Starting points for a theme: the two base modes, high contrast and two brand examples. The brand
 * presets are inspired by the custom themes guide's examples, smaller and not kept equal to them.
 */
import {greyScale, paletteColourKeys, palettePath, type Theme, type ThemeMode} from './model';
import {orderTheme, setColour} from './edit';
import {modePalettes} from './resolve';

export type PresetId = 'light' | 'dark' | 'contrast' | 'forest' | 'night';

type Preset = {readonly id: PresetId; readonly theme: Theme};

/** A mode's default palette, every colour written out. */
function basePalette(mode: ThemeMode): Theme {
  let theme: Theme = {palette: {mode}};
  for (const key of paletteColourKeys) {
    theme = setColour(theme, palettePath(key), modePalettes[mode][key]);
  }
  return theme;
}

const presetList: readonly Preset[] = [
  {id: 'light', theme: basePalette('light')},
  {id: 'dark', theme: basePalette('dark')},
  {
    id: 'contrast',
    theme: {
      palette: {
        mode: 'dark',
        grey: greyScale(
          '#ffffff #ffffff #ffffff #ffffff #ffffff #a6a6a6 #ffffff #262626 #000000 #000000',
        ),
        primary: {main: '#ffd60a'},
        warn: {main: '#ff8080'},
        text: {heading: '#ffffff', body: '#ffffff'},
      },
    },
  },
  {
    // A light brand theme, inspired by the guide's evergreen-light.json.
    id: 'forest',
    theme: {
      palette: {
        mode: 'light',
        grey: greyScale(
          '#fbfcfb #eef3f0 #d5e0d9 #b3c4b9 #788e81 #5e7366 #44564b #2e3b33 #1c2620 #0f1712',
        ),
        primary: {main: '#1f7a4d'},
        warn: {main: '#b3261e'},
        text: {heading: '#10261a', body: '#2e3b33'},
      },
      component: {
        verifyButton: {hover: {fill: '#17603c'}},
        checkbox: {main: {border: '#1f7a4d'}, focus: {border: '#0d4a2c'}},
      },
    },
  },
  {
    // A dark brand theme, inspired by the guide's bramble-night.json.
    id: 'night',
    theme: {
      palette: {
        mode: 'dark',
        grey: greyScale(
          '#f4f5f7 #dfe2e6 #c4c9d0 #9aa1ab #717985 #525a66 #3a414c #272d36 #1a1f26 #0f1217',
        ),
        primary: {main: '#4cc38a'},
        warn: {main: '#ff8a65'},
        text: {heading: '#f4f5f7', body: '#c4c9d0'},
      },
      component: {
        modal: {main: {fill: '#1a1f26', border: '#3a414c'}},
        task: {selected: {border: '#4cc38a'}},
      },
    },
  },
];

/** The presets, each in canonical key order (so a theme can be matched to one). */
export const presets: readonly Preset[] = presetList.map((p) => ({
  ...p,
  theme: orderTheme(p.theme),
}));

/** The theme the editor starts with, and returns to on reset or after a bad link. */
export const defaultTheme: Theme = presets[0]!.theme;

/** The preset a theme is exactly, if any (to mark it as chosen). */
export function matchingPreset(theme: Theme): PresetId | undefined {
  const json = JSON.stringify(theme);
  return presets.find((preset) => JSON.stringify(preset.theme) === json)?.id;
}
