import './styles.css';
import {prefixedClassNames} from '@site/src/lib/prefixedClassNames';

/** The class names of the theme editor's stylesheet, styles.css, where every class starts with `te-`. */
const styles = prefixedClassNames('te');

export default styles;
