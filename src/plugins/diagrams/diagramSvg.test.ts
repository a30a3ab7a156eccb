import {describe, expect, it} from 'vitest';
import {diagramImage} from './diagramSvg';

const mermaidLike = `<svg id="diagram-0" width="100%" xmlns="http://www.w3.org/2000/svg" style="max-width: 320.5px;" viewBox="-8 0 320.5 100.25" role="graphics-document document"><style>#diagram-0 .node rect{fill:#eee;}#diagram-0 .unused-rule{fill:red;}</style><marker id="diagram-0_arrow"><path d="M0,0 L10,5 L0,10 z"/></marker><g class="node" data-id="A" data-points="W3sieCI6MTB9XQ=="><rect x="10.123456" y="20" width="100" height="40"/><path d="M0,0 L100,0" marker-end="url(#diagram-0_arrow)"/><text x="60">Start</text></g></svg>`;

describe('diagramImage', () => {
  const {svg, size} = diagramImage(mermaidLike);

  it('gives the image the intrinsic size of its viewBox, rounded up, instead of width 100%', () => {
    expect(size).toEqual({width: 321, height: 101});
    expect(svg).toMatch(/<svg[^>]* width="321"/);
    expect(svg).toMatch(/<svg[^>]* height="101"/);
    expect(svg).not.toContain('max-width');
    expect(svg).toMatch(/viewBox="-8 0 320.5 100.25"/);
  });

  it('keeps the ids the arrow markers refer to, the colours and the text', () => {
    expect(svg).toContain('id="diagram-0"');
    expect(svg).toContain('id="diagram-0_arrow"');
    expect(svg).toContain('url(#diagram-0_arrow)');
    expect(svg).toContain('fill:#eee');
    expect(svg).toContain('>Start</text>');
  });

  it("keeps shapes the elements Mermaid's style selects", () => {
    const labelled = diagramImage(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><style>.edgeLabel rect{fill:#fff}</style><g class="edgeLabel"><rect width="4" height="2"/><text>No</text></g><g class="edgeLabel"><rect width="4" height="2"/><text>Yes</text></g></svg>',
    ).svg;
    expect(labelled.match(/<rect/g)).toHaveLength(2);
    expect(labelled).toContain('.edgeLabel rect{fill:#fff}');
  });

  it("drops Mermaid's data attributes and the style rules nothing uses", () => {
    expect(svg).not.toContain('data-');
    expect(svg).not.toContain('unused-rule');
    expect(svg.length).toBeLessThan(mermaidLike.length);
  });

  it('refuses an SVG without a usable viewBox', () => {
    expect(() => diagramImage('<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>')).toThrow(
      /viewBox/,
    );
    expect(() =>
      diagramImage('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 0 10"><rect/></svg>'),
    ).toThrow(/viewBox/);
  });
});
