/** '3,5,8' -> [3, 5, 8]; the route schema has already checked the pattern. */
export function parseIdList(raw: string | undefined): number[] {
  if (!raw) return [];
  return [...new Set(raw.split(',').map(Number).filter((id) => Number.isSafeInteger(id) && id > 0))];
}
