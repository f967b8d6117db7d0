import { tagResource } from '../taxonomies/resources';
import { TaxonomyForm } from '../taxonomies/TaxonomyForm';

/** `/tags/create` and `/tags/edit/:id`: Tag and Description (SPEC §2 "Simple forms"). */
export default function TagForm() {
  return <TaxonomyForm resource={tagResource} />;
}
