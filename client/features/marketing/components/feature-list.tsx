import { Backpack, ListChecks, Map, Scale, Search, Share2 } from 'lucide-react';

const FEATURES = [
  {
    icon: Scale,
    title: 'Every gram counted',
    text: 'Base, worn and consumable weights for each pack, in g, kg, oz or lb, with a chart of where they go.',
  },
  {
    icon: Backpack,
    title: 'One gear library',
    text: 'Edit an item once and every pack and bundle that holds it follows. Bring your LighterPack list along.',
  },
  {
    icon: ListChecks,
    title: 'Packing checklist',
    text: 'Each pack becomes a checklist to tick off on your phone as things go in.',
  },
  {
    icon: Map,
    title: 'Trips on a map',
    text: 'Routes from your GPX and KML files, days with their distance and climb, and what you carry.',
  },
  {
    icon: Search,
    title: 'Found in a keystroke',
    text: 'Ctrl+K searches gear, packs, trips, places and activities, typos and accents forgiven.',
  },
  {
    icon: Share2,
    title: 'Shared on your terms',
    text: 'A public page for a pack or a trip under your username, with the route’s ends hidden if you like.',
  },
];

/** What Packtrail does, a card each. */
export function FeatureList() {
  return (
    <ul className="site-features">
      {FEATURES.map(({ icon: Icon, title, text }) => (
        <li key={title} className="site-feature">
          <Icon aria-hidden="true" size={24} />
          <h3>{title}</h3>
          <p>{text}</p>
        </li>
      ))}
    </ul>
  );
}
