/** Issue #4: filled in by its feature. */
export default function PurchaseReport() {
  return <div>PurchaseReport</div>;
}
