import path from 'node:path';
import {describe, expect, it} from 'vitest';
import sidebars from '../../sidebars';
import {docsRoutes, sidebarDocIds} from '../config/docsRoutes';
import {baseRecipe, recipes} from './integrations';

const root = path.join(__dirname, '../..');

/** The items of the sidebar's Integrations category, whose own page is /integrations. */
function sidebarRecipes(): string[] {
  const find = (items: readonly unknown[]): unknown[] | undefined => {
    for (const item of items as {link?: {id?: string}; items?: unknown[]}[]) {
      if (typeof item !== 'object' || !item.items) continue;
      if (item.link?.id === 'integrations') return item.items;
      const inside = find(item.items);
      if (inside) return inside;
    }
    return undefined;
  };
  return sidebarDocIds(find(sidebars.docs as unknown[]) ?? []);
}

describe('the recipes', () => {
  const routes = docsRoutes(root);

  it('are the sidebar’s recipes, in its order, plain HTML and PHP first', () => {
    const routeOf = (id: string) => routes.find((route) => route.id === id)?.route;
    expect(recipes.map((recipe) => recipe.page)).toEqual(sidebarRecipes().map(routeOf));
    expect(recipes[0]).toBe(baseRecipe);
    expect(baseRecipe.page).toBe('/integrations/html-php');
  });
});
