/** Issue #5: filled in by its feature. */
export default function LicensePage() {
  return <div>LicensePage</div>;
}
