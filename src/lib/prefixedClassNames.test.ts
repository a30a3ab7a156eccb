import {prefixedClassNames} from './prefixedClassNames';

describe('prefixedClassNames', () => {
  const styles = prefixedClassNames('te');

  it.each([
    {name: 'a plain name', input: 'toolbar', expected: 'te-toolbar'},
    {
      name: 'a camel-case name, kept as written',
      input: 'previewColumn',
      expected: 'te-previewColumn',
    },
    {name: 'a name built at run time', input: `box-${'hover'}`, expected: 'te-box-hover'},
  ])('$name', ({input, expected}) => {
    expect(styles[input]).toBe(expected);
  });

  it('is not a thenable or a collection, so it is never mistaken for one', () => {
    expect((styles as unknown as {then?: unknown})[Symbol.iterator as never]).toBeUndefined();
  });
});
