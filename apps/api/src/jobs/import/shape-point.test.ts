import { describe, expect, it } from 'vitest';
import { IdTable } from './id-table.ts';
import { pointOfGeometry } from './parse-geojson.ts';
import { closedRings, lineMiddle, pointInside, polygonsOf, type Position, type Ring } from './shape-point.ts';

// Shapes near Bengaluru, drawn in steps of 0.0001 degrees (about 11 m) from an origin.
const at = (x: number, y: number): Position => [77.6 + x * 0.0001, 12.9 + y * 0.0001];
const ring = (...steps: [number, number][]): Ring => steps.map(([x, y]) => at(x, y));
const inSteps = ([long, lat]: Position) => [(long - 77.6) / 0.0001, (lat - 12.9) / 0.0001] as const;

const SQUARE = ring([0, 0], [10, 0], [10, 10], [0, 10], [0, 0]);
const HOLE = ring([3, 3], [7, 3], [7, 7], [3, 7], [3, 3]);
const L_SHAPE = ring([0, 0], [10, 0], [10, 1], [1, 1], [1, 10], [0, 10]);

describe('a point inside a shape', () => {
  it('is the centroid when that falls inside, whichever way the ring turns, closed or not', () => {
    for (const shape of [SQUARE, [...SQUARE].reverse(), SQUARE.slice(0, -1)]) {
      const [x, y] = inSteps(pointInside([[shape]])!);
      expect(x).toBeCloseTo(5, 6);
      expect(y).toBeCloseTo(5, 6);
    }
  });

  it('is inside an L whose centroid (2.87, 2.87) is not', () => {
    const [x, y] = inSteps(pointInside([[L_SHAPE]])!);
    expect((x > 0 && x < 10 && y > 0 && y < 1) || (x > 0 && x < 1 && y > 0 && y < 10)).toBe(true);
  });

  it('is out of the hole over the centroid, in the ring around it', () => {
    const [x, y] = inSteps(pointInside([[SQUARE, HOLE]])!);
    expect(x > 0 && x < 10 && y > 0 && y < 10).toBe(true);
    expect(x > 3 && x < 7 && y > 3 && y < 7).toBe(false);
  });

  it('of two far apart polygons whose joint centroid lies between them, is in the larger one', () => {
    const small = ring([100, 0], [101, 0], [101, 1], [100, 1]);
    const [x, y] = inSteps(pointInside([[small], [SQUARE]])!);
    expect(x > 0 && x < 10 && y > 0 && y < 10).toBe(true);
  });

  it('of a shape with no area is its first position, and of nothing is undefined', () => {
    expect(pointInside([[ring([0, 0], [5, 5], [10, 10])]])).toEqual(at(0, 0));
    expect(pointInside([])).toBeUndefined();
  });

  it('of a line is its middle vertex', () => {
    expect(lineMiddle(ring([0, 0], [1, 1], [2, 2]))).toEqual(at(1, 1));
    expect(lineMiddle([])).toBeUndefined();
  });
});

describe('a multipolygon', () => {
  it('joins the pieces of its rings end to end, either way round, and leaves out what closes no ring', () => {
    expect(
      closedRings([
        [1, 2, 3],
        [1, 4, 3],
        [5, 6, 7, 5],
        [8, 9],
      ]),
    ).toEqual([
      [1, 2, 3, 4, 1],
      [5, 6, 7, 5],
    ]);
    expect(
      closedRings([
        [1, 2],
        [3, 2],
        [3, 4],
        [1, 4],
      ]),
    ).toEqual([[1, 2, 3, 4, 1]]);
  });

  it('gives each hole to the outer ring around it', () => {
    const far = ring([50, 50], [60, 50], [60, 60], [50, 60], [50, 50]);
    expect(polygonsOf([far, SQUARE], [HOLE])).toEqual([[far], [SQUARE, HOLE]]);
  });
});

describe('a GeoJSON geometry', () => {
  it('gives a point for a Point, LineString, Polygon and MultiPolygon, or says why not', () => {
    expect(pointOfGeometry({ type: 'Point', coordinates: [77.6, 12.9] })).toEqual([77.6, 12.9]);
    expect(pointOfGeometry({ type: 'LineString', coordinates: [at(0, 0), at(1, 1), at(2, 2)] })).toEqual(at(1, 1));
    expect(inSteps(pointOfGeometry({ type: 'Polygon', coordinates: [SQUARE] }) as Position)[0]).toBeCloseTo(5, 6);
    expect(inSteps(pointOfGeometry({ type: 'MultiPolygon', coordinates: [[SQUARE]] }) as Position)[1]).toBeCloseTo(
      5,
      6,
    );
    expect(pointOfGeometry({ type: 'Polygon', coordinates: [] })).toBe('the Polygon geometry has no valid coordinates');
    expect(pointOfGeometry({ type: 'Point', coordinates: ['77.6', 12.9] })).toBe(
      'the Point geometry has no valid coordinates',
    );
    expect(pointOfGeometry({ type: 'GeometryCollection', geometries: [] })).toBe(
      'only Point, LineString, Polygon and MultiPolygon features are imported',
    );
    expect(pointOfGeometry(null)).toBe('only Point, LineString, Polygon and MultiPolygon features are imported');
  });
});

describe('an id table', () => {
  it('finds each distinct id once sealed, ids past 2^32 too, and nothing else', () => {
    const table = new IdTable();
    const ids = [12_345_678_901, 5, 99, 5, 2 ** 40, 7];
    for (let i = 0; i < 3000; i++) table.add(1_000_000 + i * 3); // past the first capacity
    for (const id of ids) table.add(id);
    table.seal();
    expect(table.size).toBe(3005);
    for (const id of ids) expect(table.slotOf(id)).toBeGreaterThanOrEqual(0);
    expect(new Set([...ids, 1_000_000, 1_008_997].map((id) => table.slotOf(id))).size).toBe(7);
    for (const id of [0, 6, 1_000_001, 2 ** 41]) expect(table.slotOf(id)).toBe(-1);
    expect(() => table.add(1)).toThrow();
  });
});
