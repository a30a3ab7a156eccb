import './styles.css';
import {prefixedClassNames} from '@site/src/lib/prefixedClassNames';

/** The class names of the widget preview's stylesheet, styles.css, where every class starts with `wp-`. */
const styles = prefixedClassNames('wp');

export default styles;
