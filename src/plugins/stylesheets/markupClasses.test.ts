import {markupClasses} from './markupClasses';

describe('markupClasses', () => {
  it('lists the classes of quoted and unquoted class attributes', () => {
    expect(
      markupClasses(
        '<nav class="navbar navbar--fixed-top"><a href=/a class=menu__link>A</a></nav>',
      ),
    ).toEqual(['navbar', 'navbar--fixed-top', 'menu__link']);
  });

  it('ignores attributes that only end in "class"', () => {
    expect(markupClasses('<svg data-class="x" subclass="y"></svg>')).toEqual([]);
  });
});
