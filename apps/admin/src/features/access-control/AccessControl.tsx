/** Issue #5: filled in by its feature. */
export default function AccessControl() {
  return <div>AccessControl</div>;
}
