/**
 * Stands in for `@wordpress/vips/worker` and `@wordpress/video-conversion/worker` (aliased in
 * vite.config.ts): the builder never converts images in the browser, and the real workers would put
 * a 13 MB wasm file in dist. Loading it fails, which Gutenberg's upload queue reports as an error.
 */
throw new Error('Image processing in the browser is not part of this build.');
