import {translate} from '@docusaurus/Translate';

/** What the checkbox widget shows. */
export const widgetStates = [
  'idle',
  'hovered',
  'focused',
  'checking',
  'passed',
  'error',
  'expired',
] as const;
export type WidgetState = (typeof widgetStates)[number];

/** The caption under each widget of the gallery. */
export function stateCaption(state: WidgetState | 'compact'): string {
  switch (state) {
    case 'idle':
      return translate({
        id: 'widgetPreview.state.idle',
        message: 'Idle',
        description: 'Widget state caption',
      });
    case 'hovered':
      return translate({
        id: 'widgetPreview.state.hovered',
        message: 'Hovered',
        description: 'Widget state caption',
      });
    case 'focused':
      return translate({
        id: 'widgetPreview.state.focused',
        message: 'Keyboard focus',
        description: 'Widget state caption',
      });
    case 'checking':
      return translate({
        id: 'widgetPreview.state.checking',
        message: 'Checking',
        description: 'Widget state caption',
      });
    case 'passed':
      return translate({
        id: 'widgetPreview.state.passed',
        message: 'Passed',
        description: 'Widget state caption',
      });
    case 'error':
      return translate({
        id: 'widgetPreview.state.error',
        message: 'Error',
        description: 'Widget state caption',
      });
    case 'expired':
      return translate({
        id: 'widgetPreview.state.expired',
        message: 'Expired',
        description: 'Widget state caption',
      });
    case 'compact':
      return translate({
        id: 'widgetPreview.state.compact',
        message: 'Compact size',
        description: 'Caption of the compact widget',
      });
  }
}
