import { tagResource } from '../taxonomies/resources';
import { TaxonomyList } from '../taxonomies/TaxonomyList';

/** `/tags`: the event tag list. */
export default function TagList() {
  return <TaxonomyList resource={tagResource} />;
}
