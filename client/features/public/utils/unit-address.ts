import { isWeightUnit, type WeightUnit } from '@domain/weight-units';

/** The unit a public page shows: `?unit=` when it names one, else the owner's. */
export function unitFromSearch(search: string, ownerUnit: WeightUnit): WeightUnit {
  const asked = new URLSearchParams(search).get('unit');
  return isWeightUnit(asked) ? asked : ownerUnit;
}

/** `?unit=oz` on the page's own address (other parameters kept): the unit switcher's links. */
export function unitSearch(unit: WeightUnit): string {
  return `?unit=${unit}`;
}
