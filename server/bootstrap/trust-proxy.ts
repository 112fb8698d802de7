/** TRUST_PROXY as Express's "trust proxy" setting: false, true, a hop count, or addresses. */
export function trustProxySetting(value: string): boolean | number | string {
  if (value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
