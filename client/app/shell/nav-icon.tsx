import type { LucideIcon } from 'lucide-react';

/** An area's icon, beside its label (so hidden from assistive technology); none if it has none. */
export function NavIcon({ icon: Icon, size }: { icon: LucideIcon | undefined; size: number }) {
  return Icon ? <Icon aria-hidden="true" size={size} /> : null;
}
