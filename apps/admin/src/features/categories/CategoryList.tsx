import { i18n } from '@lingui/core';
import type { TableColumnsType } from 'antd';
import type { Category } from '@eventory/core';
import { ParentCategoryName } from '../taxonomies/ParentCategory';
import { categoryResource } from '../taxonomies/resources';
import { TaxonomyList } from '../taxonomies/TaxonomyList';

/** The Parent column, built at render so its title is in the active language. */
const parentColumn = (): TableColumnsType<Category> => [
  { title: i18n._('Parent'), dataIndex: 'parent', key: 'parent', render: (_, category) => <ParentCategoryName parent={category.parent} /> },
];

/** `/categories`: the event category list (the shared taxonomy list plus a Parent column). */
export default function CategoryList() {
  return <TaxonomyList resource={categoryResource} extraColumns={parentColumn()} />;
}
