import ThemedImage from '@theme/ThemedImage';
import styles from './styles.module.css';

export interface DiagramProps {
  /** The diagram's accTitle, shown as its caption. */
  title: string;
  /** The diagram's accDescr: the image's text alternative. */
  description: string;
  light: string;
  dark: string;
  width: number | string;
  height: number | string;
}

/**
 * A Mermaid diagram drawn at build time (src/plugins/diagrams): the image for the colour mode,
 * at its intrinsic size so nothing moves when it arrives, captioned with its title. Lazy, so the
 * other mode's image, hidden by CSS before hydration, is never fetched.
 */
export default function Diagram({title, description, light, dark, width, height}: DiagramProps) {
  return (
    <figure className={styles.diagram}>
      <ThemedImage
        sources={{light, dark}}
        alt={description}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
      />
      <figcaption>{title}</figcaption>
    </figure>
  );
}
