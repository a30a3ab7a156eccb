/** Starting points for a theme: the two base modes, high contrast and two brand examples. */
import {greyShades, type GreyShade, type Theme, type ThemeMode} from './model';
import {orderTheme} from './edit';
import {modePalettes} from './resolve';

export type PresetId = 'light' | 'dark' | 'contrast' | 'forest' | 'night';

export interface Preset {
  readonly id: PresetId;
  readonly theme: Theme;
}

function basePalette(mode: ThemeMode): Theme {
  const p = modePalettes[mode];
  return {
    palette: {
      mode,
      grey: Object.fromEntries(greyShades.map((s) => [s, p[`grey.${s}`]])) as Record<
        GreyShade,
        string
      >,
      primary: {main: p['primary.main']},
      warn: {main: p['warn.main']},
      text: {heading: p['text.heading'], body: p['text.body']},
    },
  };
}

const presetList: readonly Preset[] = [
  {id: 'light', theme: basePalette('light')},
  {id: 'dark', theme: basePalette('dark')},
  {
    id: 'contrast',
    theme: {
      palette: {
        mode: 'dark',
        grey: {
          100: '#ffffff',
          200: '#ffffff',
          300: '#ffffff',
          400: '#ffffff',
          500: '#ffffff',
          600: '#a6a6a6',
          700: '#ffffff',
          800: '#262626',
          900: '#000000',
          1000: '#000000',
        },
        primary: {main: '#ffd60a'},
        warn: {main: '#ff8080'},
        text: {heading: '#ffffff', body: '#ffffff'},
      },
    },
  },
  {
    // The light brand theme used in the custom themes guide.
    id: 'forest',
    theme: {
      palette: {
        mode: 'light',
        grey: {
          100: '#fbfcfb',
          200: '#eef3f0',
          300: '#d5e0d9',
          400: '#b3c4b9',
          500: '#788e81',
          600: '#5e7366',
          700: '#44564b',
          800: '#2e3b33',
          900: '#1c2620',
          1000: '#0f1712',
        },
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
    // `brambleNight`, the dark brand theme of the custom themes guide.
    id: 'night',
    theme: {
      palette: {
        mode: 'dark',
        grey: {
          100: '#f4f5f7',
          200: '#dfe2e6',
          300: '#c4c9d0',
          400: '#9aa1ab',
          500: '#717985',
          600: '#525a66',
          700: '#3a414c',
          800: '#272d36',
          900: '#1a1f26',
          1000: '#0f1217',
        },
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
