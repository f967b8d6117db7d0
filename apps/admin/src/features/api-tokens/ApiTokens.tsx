/** Issue #5: filled in by its feature. */
export default function ApiTokens() {
  return <div>ApiTokens</div>;
}
