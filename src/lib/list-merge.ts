/**
 * A tab's change to a shopper's list, merged into what the cookie holds now rather than written
 * from the tab's own copy: another tab may have changed the list since this tab last read it, and
 * writing the whole copy would undo that tab's change (an item removed there would come back).
 * The change is the difference between the tab's list before and after its action.
 */
import { LIST_LIMITS, type CartLine } from './shopper-lists';

const sameLine = (a: CartLine, b: CartLine) => a.count === b.count && a.cartPrice === b.cartPrice;

export function mergeCartChange(before: CartLine[], after: CartLine[], stored: CartLine[]): CartLine[] {
  const was = new Map(before.map((line) => [line.id, line]));
  const now = new Map(after.map((line) => [line.id, line]));
  const merged: CartLine[] = [];
  for (const line of stored) {
    const old = was.get(line.id);
    const changed = now.get(line.id);
    if (old && !changed) continue; // removed in this tab
    // A line this tab added or changed takes this tab's values; others stay as the cookie has them.
    merged.push(changed && (!old || !sameLine(old, changed)) ? changed : line);
  }
  // Lines this tab added that the cookie does not hold yet; a line another tab removed while this
  // tab only changed its price or count stays removed.
  for (const line of after) {
    if (!was.has(line.id) && !merged.some((kept) => kept.id === line.id) && merged.length < LIST_LIMITS.cartLines)
      merged.push(line);
  }
  return merged;
}

export function mergeIdChange(before: number[], after: number[], stored: number[], limit: number): number[] {
  const removed = new Set(before.filter((id) => !after.includes(id)));
  const merged = stored.filter((id) => !removed.has(id));
  for (const id of after) {
    if (!before.includes(id) && !merged.includes(id) && merged.length < limit) merged.push(id);
  }
  return merged;
}
