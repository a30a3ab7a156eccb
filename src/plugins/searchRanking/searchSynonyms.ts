import {synonymMap} from './queryVariants';
import {synonymGroups} from './synonyms';

/** The synonyms the site's search reads queries with. */
export const synonyms = synonymMap(synonymGroups);
