// Types for the parts of Gutenberg x.55 the builder uses that ship without declarations
// (@wordpress/block-editor 17.1 and @wordpress/block-library 11.0 publish no build-types).

declare module '@wordpress/block-editor' {
  import type { ComponentType, ReactNode, Ref, CSSProperties } from 'react';
  import type { Block } from '@wordpress/blocks';

  export interface EditorSelection {
    selectionStart?: unknown;
    selectionEnd?: unknown;
    initialPosition?: number | null;
  }
  export const BlockEditorProvider: ComponentType<{
    value: Block[];
    selection?: EditorSelection;
    onInput: (blocks: Block[], meta: { selection?: EditorSelection }) => void;
    onChange: (blocks: Block[], meta: { selection?: EditorSelection }) => void;
    settings?: Record<string, unknown>;
    useSubRegistry?: boolean;
    children?: ReactNode;
  }>;
  export const BlockCanvas: ComponentType<{
    height?: string;
    styles?: Array<{ css: string }>;
    contentRef?: Ref<HTMLElement>;
    shouldIframe?: boolean;
    iframeProps?: Record<string, unknown>;
    children?: ReactNode;
  }>;
  export const BlockInspector: ComponentType;
  export const __experimentalListView: ComponentType<Record<string, unknown>>;
  /**
   * The inserter. `ref` is required: after every insert the inserter reads `ref.current` (its
   * menu element) to decide where focus goes, and throws without one.
   */
  export const __experimentalLibrary: ComponentType<{
    ref: Ref<HTMLDivElement>;
    rootClientId?: string;
    showInserterHelpPanel?: boolean;
    showMostUsedBlocks?: boolean;
    onSelect?: () => void;
    shouldFocusBlock?: boolean;
    isAppender?: boolean;
    /** Called after an insert on viewports narrower than Gutenberg's `medium` (782 px); required there, the inserter calls it unchecked. */
    onClose?: () => void;
  }>;
  export const BlockEditorKeyboardShortcuts: ComponentType & { Register: ComponentType };
  export const InspectorControls: ComponentType<{ group?: string; children?: ReactNode }>;
  export const InnerBlocks: ComponentType<{
    allowedBlocks?: string[];
    template?: unknown[];
    templateLock?: string | false;
    renderAppender?: ComponentType | false;
  }> & { Content: ComponentType; ButtonBlockAppender: ComponentType; DefaultBlockAppender: ComponentType };
  export const RichText: ComponentType<{
    tagName?: string;
    value?: string;
    onChange?: (value: string) => void;
    placeholder?: string;
    style?: CSSProperties;
    className?: string;
    allowedFormats?: string[];
    'aria-label'?: string;
  }> & { Content: ComponentType<{ tagName?: string; value?: string; style?: CSSProperties; className?: string }> };
  export const MediaPlaceholder: ComponentType<Record<string, unknown>>;
  export const MediaUpload: ComponentType<Record<string, unknown>>;
  export function useBlockProps(props?: Record<string, unknown>): Record<string, unknown>;
  export namespace useBlockProps {
    function save(props?: Record<string, unknown>): Record<string, unknown>;
  }
  export function useInnerBlocksProps(props?: Record<string, unknown>, options?: Record<string, unknown>): Record<string, unknown>;
  export namespace useInnerBlocksProps {
    function save(props?: Record<string, unknown>): Record<string, unknown>;
  }
  export const store: import('@wordpress/data').StoreDescriptor;
}

declare module '@wordpress/block-library/build-module/*/index.mjs' {
  export const name: string;
  export function init(): unknown;
}
