import { i18n } from '@lingui/core';
import { Form } from 'antd';
import { ParentCategorySelect } from '../taxonomies/ParentCategory';
import { categoryResource } from '../taxonomies/resources';
import { TaxonomyForm } from '../taxonomies/TaxonomyForm';

/**
 * `/categories/create` and `/categories/edit/:id`: Category Name, Parent Category (never the
 * category itself), Description and the extension meta slot (SPEC §2 "Simple forms").
 */
export default function CategoryForm() {
  return (
    <TaxonomyForm
      resource={categoryResource}
      renderFields={(editingId) => (
        <Form.Item name="parent" label={i18n._('Parent Category')}>
          <ParentCategorySelect excludeId={editingId} />
        </Form.Item>
      )}
      meta={<div data-slot="category-meta" />}
    />
  );
}
