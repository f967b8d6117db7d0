/** Issue #5: filled in by its feature. */
export default function AuditTrail() {
  return <div>AuditTrail</div>;
}
