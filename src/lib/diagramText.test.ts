import {describe, expect, it} from 'vitest';
import {diagramText} from './diagramText';

describe('diagramText', () => {
  it('reads accTitle and a one-line accDescr', () => {
    expect(
      diagramText('flowchart TD\n  accTitle: Two steps \n  accDescr: A leads to B\n  A --> B'),
    ).toEqual({title: 'Two steps', description: 'A leads to B'});
  });

  it('reads the block form of accDescr', () => {
    expect(
      diagramText(
        'flowchart TD\n  accTitle: T\n  accDescr {\n    A leads\n    to B\n  }\n  A --> B',
      ),
    ).toEqual({title: 'T', description: 'A leads to B'});
  });

  it('leaves out what a diagram does not say', () => {
    expect(diagramText('flowchart TD\n  A --> B')).toEqual({
      title: undefined,
      description: undefined,
    });
  });
});
