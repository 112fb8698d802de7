import { Download } from 'lucide-react';
import { EXPORT_PATH } from '@client/features/account/api/export';

/** One click downloads everything the user owns (format version 1, documented). */
export function DataSection() {
  return (
    <section className="account-card" aria-labelledby="data-heading">
      <header className="account-card-header">
        <h2 id="data-heading">Your data</h2>
        <p className="muted">
          Download everything you keep in Packtrail, photos included, as one JSON file: your
          profile, gear, bundles, packs with every line, saved places, trips with their routes and
          waypoints, and activities with the files they came from. The format is documented and
          versioned, so the file can be read by other tools and imported back later.
        </p>
      </header>
      <div className="account-actions account-actions-start">
        <a className="button" href={EXPORT_PATH} download>
          <Download aria-hidden="true" size={18} />
          Download my data (JSON)
        </a>
      </div>
    </section>
  );
}
