import { i18n } from '@lingui/core';
import type { ComponentType, ReactElement } from 'react';
import { getBlockType, registerBlockType, type BlockEditProps, type BlockSaveProps } from '@wordpress/blocks';
import { templateBlock } from '@eventory/core';
import { blockIcon } from './blockIcon';

export type TemplateBlockEdit = ComponentType<BlockEditProps<Record<string, unknown>>>;
export type TemplateBlockSave = (props: BlockSaveProps<Record<string, unknown>>) => ReactElement | null;

/** One block folder's contribution: its name (metadata comes from core's TEMPLATE_BLOCKS), edit and save. */
export interface TemplateBlockDefinition {
  name: string;
  edit: TemplateBlockEdit;
  save: TemplateBlockSave;
}

/** Dynamic blocks save nothing: the server renders them from their attributes and real data. */
export const saveNothing: TemplateBlockSave = () => null;

/**
 * Registers one of the builder's own blocks with Gutenberg from its metadata in core (name, title,
 * description, category, attributes with defaults), once, its title and description in the admin's
 * language (the builder's chunk loads after the language is active). The locked root is not offered by the
 * inserter; no block offers Gutenberg's "Edit as HTML" (templates are edited as blocks).
 */
export function registerTemplateBlock({ name, edit, save }: TemplateBlockDefinition): void {
  const meta = templateBlock(name);
  if (!meta) throw new Error(`Block ${name} has no metadata in core's TEMPLATE_BLOCKS`);
  if (getBlockType(name)) return;
  registerBlockType(name, {
    apiVersion: 3,
    title: i18n._(meta.title),
    description: i18n._(meta.description),
    category: meta.category,
    icon: blockIcon(meta.category),
    attributes: meta.attributes as never,
    supports: { html: false, inserter: !meta.locked, reusable: false, lock: !meta.locked },
    edit,
    save,
  });
}
