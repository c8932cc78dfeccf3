/**
 * A set of OpenStreetMap ids (node ids pass 2^32, so 64-bit floats, exact up to 2^53) gathered in
 * one pass and looked up in the next: 8 bytes an id in a typed array, where a Set<number> would
 * take several times that. After seal(), each distinct id has a slot (0 to size - 1) that callers
 * use to index their own arrays of values.
 */
export class IdTable {
  private ids = new Float64Array(1024);
  private count = 0;
  private sealed = false;

  add(id: number): void {
    if (this.sealed) throw new Error('an IdTable takes no id after seal()');
    if (this.count === this.ids.length) {
      const grown = new Float64Array(this.ids.length * 2);
      grown.set(this.ids);
      this.ids = grown;
    }
    this.ids[this.count++] = id;
  }

  /** Sorts the ids and drops repeats; from then on slotOf() answers. */
  seal(): this {
    const sorted = this.ids.subarray(0, this.count).sort();
    let distinct = 0;
    for (let i = 0; i < sorted.length; i++)
      if (i === 0 || sorted[i] !== sorted[distinct - 1]) sorted[distinct++] = sorted[i]!;
    this.ids = sorted.slice(0, distinct);
    this.count = distinct;
    this.sealed = true;
    return this;
  }

  /** Distinct ids once sealed (ids added so far before). */
  get size(): number {
    return this.count;
  }

  /** The id's slot, or -1 when it is not in the table (binary search). */
  slotOf(id: number): number {
    const ids = this.ids;
    let low = 0;
    let high = this.count - 1;
    if (high < 0 || id < ids[0]! || id > ids[high]!) return -1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const at = ids[middle]!;
      if (at === id) return middle;
      if (at < id) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  }
}
