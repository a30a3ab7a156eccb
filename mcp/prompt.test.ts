import {recipes} from '../src/data/integrations';
import {completeFramework, recipeFor, recipeNames} from './prompt';

describe('the integrate-bramble prompt’s framework', () => {
  it('offers every recipe of src/data/integrations.ts when nothing is typed', () => {
    expect(completeFramework('')).toEqual(recipeNames);
    expect(recipeNames).toHaveLength(recipes.length);
    expect(recipeNames).toEqual(expect.arrayContaining(['html-php', 'react', 'nextjs']));
  });

  it.each([
    {typed: 'ne', expected: ['nextjs']},
    {typed: 'Next.', expected: ['nextjs']},
    {typed: 'ruby', expected: ['rails']},
    {typed: 'zzz', expected: []},
  ])('completes "$typed" with $expected', ({typed, expected}) => {
    expect(completeFramework(typed)).toEqual(expected);
  });

  it.each([
    {framework: 'next', page: '/integrations/nextjs'},
    {framework: 'Next.js', page: '/integrations/nextjs'},
    {framework: 'nextjs', page: '/integrations/nextjs'},
    {framework: 'PHP', page: '/integrations/html-php'},
    {framework: 'rails', page: '/integrations/rails'},
  ])('finds the recipe for "$framework"', ({framework, page}) => {
    expect(recipeFor(framework)?.page).toBe(page);
  });

  it('finds none for a framework without a recipe, or nothing typed', () => {
    expect(recipeFor('cobol')).toBeUndefined();
    expect(recipeFor('  ')).toBeUndefined();
  });
});
