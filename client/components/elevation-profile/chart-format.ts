import { displayLocale } from '@client/lib/currencies';

/** A number as this browser writes it, with at most `decimals` decimals ("1,234", "3.5"). */
export const formatNumber = (value: number, decimals = 0): string =>
  new Intl.NumberFormat(displayLocale(), {
    maximumFractionDigits: decimals,
    minimumFractionDigits: 0,
  }).format(value);

/** A distance given in metres, in km: "12.3 km" (one decimal unless told). */
export const formatKm = (metres: number, decimals = 1): string =>
  `${formatNumber(metres / 1000, decimals)} km`;

/** An elevation: "1,234 m". */
export const formatMetres = (metres: number): string => `${formatNumber(Math.round(metres))} m`;
