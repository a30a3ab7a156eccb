import {describe, expect, it} from 'vitest';
import {componentNames, componentStates, stateColourKeys} from '@site/src/widgetTheme/model';
import {resolveTheme} from '@site/src/widgetTheme/resolve';
import {themeVars} from './themeVars';

describe('themeVars', () => {
  it.each([
    {
      name: 'a palette colour, and the component colours that follow it',
      input: {palette: {primary: {main: '#1f7a4d'}}},
      expected: {'--bp-primary': '#1f7a4d', '--bp-verifyButton-main-fill': '#1f7a4d'},
    },
    {
      name: 'a component colour the theme sets',
      input: {component: {task: {selected: {border: '#123456'}}}},
      expected: {'--bp-task-selected-border': '#123456'},
    },
  ])('draws $name', ({input, expected}) => {
    expect(themeVars(resolveTheme(input))).toMatchObject(expected);
  });

  it('gives every state colour of every component a property', () => {
    const vars = themeVars(resolveTheme({}));
    for (const name of componentNames) {
      for (const state of componentStates.get(name)!) {
        for (const key of stateColourKeys) {
          expect(vars).toHaveProperty(
            [`--bp-${name}-${state}-${key}`],
            expect.stringMatching(/^#/),
          );
        }
      }
    }
  });
});
