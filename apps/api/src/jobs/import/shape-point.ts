import polylabel from 'polylabel';

/** [longitude, latitude], GeoJSON's order. */
export type Position = readonly [number, number];
/** A closed ring; whether the last position repeats the first does not matter. */
export type Ring = readonly Position[];
/** An outer ring, then its holes. */
export type Polygon = readonly Ring[];

/** Below this (square degrees, about 1 mm²) a shape has no area: three points in a row, give or take rounding. */
const MIN_AREA = 1e-16;

/**
 * Twice the signed area of a ring and its first moments, taken from `origin`: positions near
 * 77.6 degrees would otherwise lose the digits of a building's few metres.
 */
function ringSums(ring: Ring, [ox, oy]: Position): { area2: number; mx: number; my: number } {
  let area2 = 0;
  let mx = 0;
  let my = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [x0, y0] = [ring[j]![0] - ox, ring[j]![1] - oy];
    const [x1, y1] = [ring[i]![0] - ox, ring[i]![1] - oy];
    const cross = x0 * y1 - x1 * y0;
    area2 += cross;
    mx += (x0 + x1) * cross;
    my += (y0 + y1) * cross;
  }
  return { area2, mx, my };
}

/** Even-odd ray casting: a point on an edge may fall either way, which no caller minds. */
function inRing([x, y]: Position, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const inPolygon = (point: Position, [outer, ...holes]: Polygon): boolean =>
  outer !== undefined && inRing(point, outer) && !holes.some((hole) => inRing(point, hole));

/** The area of a polygon (outer less holes), in square degrees. */
function polygonArea(polygon: Polygon): number {
  const origin = polygon[0]?.[0] ?? [0, 0];
  return polygon.reduce((sum, ring, i) => sum + (i === 0 ? 1 : -1) * Math.abs(ringSums(ring, origin).area2 / 2), 0);
}

/** The area-weighted centroid of the polygons (holes taken out), or undefined when they have no area. */
function centroid(polygons: readonly Polygon[]): Position | undefined {
  const origin = polygons[0]?.[0]?.[0];
  if (!origin) return undefined;
  let area = 0;
  let x = 0;
  let y = 0;
  for (const polygon of polygons) {
    polygon.forEach((ring, i) => {
      const { area2, mx, my } = ringSums(ring, origin);
      if (Math.abs(area2 / 2) <= MIN_AREA) return;
      // A ring's centroid is (mx, my) / (3 area2) whatever its orientation; weigh it by its area, holes negative.
      const weight = (i === 0 ? 1 : -1) * Math.abs(area2 / 2);
      area += weight;
      x += (weight * mx) / (3 * area2);
      y += (weight * my) / (3 * area2);
    });
  }
  return area > MIN_AREA ? [origin[0] + x / area, origin[1] + y / area] : undefined;
}

/** The pole of inaccessibility: the point inside farthest from the edges, to a thousandth of the shape's size. */
function poleOf(polygon: Polygon): Position {
  const outer = polygon[0]!;
  const xs = outer.map((p) => p[0]);
  const ys = outer.map((p) => p[1]);
  const size = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
  const [x, y] = polylabel(polygon, size / 1000 || 1e-9);
  return [x!, y!];
}

/**
 * A point inside a shape made of polygons (a building, a multipolygon with holes): its centroid
 * when that falls inside, else the pole of inaccessibility of its largest polygon (an L-shaped
 * mall, a ring around a courtyard). A shape with no area gives its first position.
 */
export function pointInside(polygons: readonly Polygon[]): Position | undefined {
  const shapes = polygons.filter((p) => (p[0]?.length ?? 0) >= 3);
  const middle = centroid(shapes);
  if (middle && shapes.some((p) => inPolygon(middle, p))) return middle;
  const largest = shapes.reduce<{ polygon?: Polygon; area: number }>(
    (best, polygon) => {
      const area = polygonArea(polygon);
      return area > best.area ? { polygon, area } : best;
    },
    { area: MIN_AREA },
  );
  if (largest.polygon) return poleOf(largest.polygon);
  return polygons[0]?.[0]?.[0];
}

/** A point on a line: its middle vertex. */
export function lineMiddle(line: readonly Position[]): Position | undefined {
  return line[Math.floor(line.length / 2)];
}

/**
 * Closed rings from the pieces of a multipolygon's outline (a ring may be drawn as several ways
 * joined end to end, each either way round); pieces that close no ring are left out.
 */
export function closedRings<T>(pieces: readonly (readonly T[])[]): T[][] {
  const left = pieces.filter((piece) => piece.length >= 2).map((piece) => [...piece]);
  const rings: T[][] = [];
  for (let ring = left.shift(); ring; ring = left.shift()) {
    while (ring.length < 2 || ring[0] !== ring.at(-1)) {
      const end = ring.at(-1);
      const next = left.findIndex((piece) => piece[0] === end || piece.at(-1) === end);
      if (next < 0) break;
      const piece = left.splice(next, 1)[0]!;
      ring.push(...(piece[0] === end ? piece : piece.reverse()).slice(1));
    }
    if (ring.length >= 4 && ring[0] === ring.at(-1)) rings.push(ring);
  }
  return rings;
}

/** Polygons from a multipolygon's outer and inner rings: each hole goes to the outer ring around it. */
export function polygonsOf(outers: readonly Ring[], inners: readonly Ring[]): Polygon[] {
  const polygons: Ring[][] = outers.map((outer) => [outer]);
  for (const inner of inners) {
    const around = polygons.find(([outer]) => inner[0] !== undefined && inRing(inner[0], outer!));
    around?.push(inner);
  }
  return polygons;
}
