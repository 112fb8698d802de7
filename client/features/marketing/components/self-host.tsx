/** Running your own Packtrail in three lines, as the README's quick start says. */
export function SelfHost() {
  return (
    <div className="site-self-host">
      <p>In a copy of the source, with Node.js 20 or later:</p>
      <pre tabIndex={0} aria-label="Three commands to run Packtrail on your own machine">
        <code>{'npm install\nnpm start\nopen http://localhost:3000'}</code>
      </pre>
      <p>
        One process on one port, with an embedded database and its own sign-in: nothing to
        configure. Point it at PostgreSQL when you outgrow that, and export everything you keep in
        it whenever you like.
      </p>
    </div>
  );
}
