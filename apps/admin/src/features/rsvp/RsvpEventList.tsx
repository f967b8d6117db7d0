/** Issue #4: filled in by its feature. */
export default function RsvpEventList() {
  return <div>RsvpEventList</div>;
}
