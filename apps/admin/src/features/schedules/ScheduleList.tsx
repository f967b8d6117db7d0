/** Placeholder until this screen lands (issue #3). */
export default function Placeholder() {
  return <p>This screen is being built.</p>;
}
