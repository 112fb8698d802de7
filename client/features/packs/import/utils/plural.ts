/** "1 item", "1,234 items": a count and its noun. */
export const plural = (count: number, one: string, many = `${one}s`): string =>
  `${count.toLocaleString()} ${count === 1 ? one : many}`;
