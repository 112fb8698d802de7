import { Download } from 'lucide-react';
import { exportPackPath } from './api/export-pack';

interface ExportPackLinkProps {
  packId: string;
  packName: string;
}

/**
 * Downloads the pack as LighterPack CSV (rendered among the pack page's small action buttons).
 * A plain link: the server names the file after the pack's slug, and the browser saves it.
 */
export function ExportPackLink({ packId, packName }: ExportPackLinkProps) {
  return (
    <a
      className="button button-small"
      href={exportPackPath(packId)}
      download
      title={`Download “${packName}” as a LighterPack CSV file`}
    >
      <Download aria-hidden="true" size={16} />
      Export CSV
    </a>
  );
}
