import {optimize, type CustomPlugin} from 'svgo';

/** Its viewBox, rounded up to whole CSS pixels. */
export interface DiagramSize {
  width: number;
  height: number;
}

function viewBoxSize(viewBox: string | undefined): DiagramSize {
  const [, , width, height] = (viewBox ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (!width || !height || !Number.isFinite(width) || !Number.isFinite(height)) {
    throw new Error(`a diagram's SVG has no usable viewBox (${viewBox ?? 'none'})`);
  }
  return {width: Math.ceil(width), height: Math.ceil(height)};
}

/** Mermaid sizes its SVG for inline use; an <img> needs an intrinsic size to scale down from. */
function intrinsicSize(size: {value?: DiagramSize}): CustomPlugin {
  return {
    name: 'intrinsicSize',
    fn: () => ({
      element: {
        enter: (node, parent) => {
          if (node.name !== 'svg' || parent.type !== 'root') return;
          const {width, height} = viewBoxSize(node.attributes.viewBox);
          size.value = {width, height};
          node.attributes.width = String(width);
          node.attributes.height = String(height);
          delete node.attributes.style;
        },
      },
    }),
  };
}

export function diagramImage(svg: string): {svg: string; size: DiagramSize} {
  const size: {value?: DiagramSize} = {};
  const {data} = optimize(svg, {
    plugins: [
      {
        name: 'preset-default',
        params: {
          overrides: {
            cleanupIds: false,
            removeViewBox: false,
            // Mermaid's style selects by element (`.edgeLabel rect`): shapes must stay what they are.
            convertShapeToPath: false,
            // These three cost over a second per diagram, for nothing on Mermaid's output.
            inlineStyles: false,
            removeHiddenElems: false,
            removeUnknownsAndDefaults: false,
          },
        },
      },
      // Mermaid's layout metadata (base64 edge points, node ids) for scripts; an image has none.
      {name: 'removeAttrs', params: {attrs: ['data-.*']}},
      intrinsicSize(size),
    ],
  });
  if (!size.value) throw new Error('a diagram has no <svg> root');
  return {svg: data, size: size.value};
}
