/** "1 activity", "1,204 activities": a count with the word it counts. */
export const counted = (count: number, one: string, many: string): string =>
  `${count.toLocaleString('en')} ${count === 1 ? one : many}`;
