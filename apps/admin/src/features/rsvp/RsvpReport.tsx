/** Issue #4: filled in by its feature. */
export default function RsvpReport() {
  return <div>RsvpReport</div>;
}
