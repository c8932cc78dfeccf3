// polylabel 2.1.0 ships no types; this covers the call shape-point.ts makes.
declare module 'polylabel' {
  /**
   * The pole of inaccessibility of a polygon (outer ring, then holes) to within `precision`, with
   * its distance to the edges.
   */
  export default function polylabel(
    polygon: readonly (readonly (readonly number[])[])[],
    precision?: number,
  ): number[] & { distance: number };
}
