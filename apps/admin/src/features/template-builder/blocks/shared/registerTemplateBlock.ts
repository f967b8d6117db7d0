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
  /**
   * Earlier `save`s whose markup templates may still hold, newest first: a block that does not
   * match `save` is tried against each (with the block's current attributes) and, when one
   * matches, opens as valid and is saved by `save` from then on (Gutenberg's `deprecated`).
   */
  deprecated?: readonly TemplateBlockSave[];
}

/** Gutenberg's block API version of the builder's blocks and of their deprecations. */
const API_VERSION = 3;

/** Dynamic blocks save nothing: the server renders them from their attributes and real data. */
export const saveNothing: TemplateBlockSave = () => null;

/**
 * Registers one of the builder's own blocks with Gutenberg from its metadata in core (name, title,
 * description, category, attributes with defaults), once, its title and description in the admin's
 * language (the builder's chunk loads after the language is active). The locked root is not offered by the
 * inserter; no block offers Gutenberg's "Edit as HTML" (templates are edited as blocks).
 */
export function registerTemplateBlock({ name, edit, save, deprecated = [] }: TemplateBlockDefinition): void {
  const meta = templateBlock(name);
  if (!meta) throw new Error(`Block ${name} has no metadata in core's TEMPLATE_BLOCKS`);
  if (getBlockType(name)) return;
  registerBlockType(name, {
    apiVersion: API_VERSION,
    title: i18n._(meta.title),
    description: i18n._(meta.description),
    category: meta.category,
    icon: blockIcon(meta.category),
    attributes: meta.attributes as never,
    supports: { html: false, inserter: !meta.locked, reusable: false, lock: !meta.locked },
    edit,
    save,
    // A deprecation keeps only the attributes and API version it names: each gets the block's own, so
    // no attribute is lost and its save gets the same extra props (classes) as the block's.
    deprecated: deprecated.map((earlierSave) => ({ apiVersion: API_VERSION, attributes: meta.attributes as never, save: earlierSave })),
  });
}
