import { pipeline, type Readable } from 'node:stream';
import { inflateSync } from 'node:zlib';
import { OSMTransform, parse } from 'osm-pbf-parser-node';
import type { TaxonomySubCategory } from '../../features/reference/taxonomy.ts';
import { IdTable } from './id-table.ts';
import { osmKind, type OsmTags } from './osm-kinds.ts';
import { closedRings, lineMiddle, pointInside, polygonsOf, type Position } from './shape-point.ts';
import { osmRow, type RowOutcome } from './shop-rows.ts';

// What osm-pbf-parser-node hands out (its own types say only `object`).
interface OsmNode {
  type: 'node';
  id: number;
  lat: number;
  lon: number;
  tags?: OsmTags;
  /** Read in the first pass only: the object's version (decision 0079). */
  info?: { version?: number };
}
interface OsmWay {
  type: 'way';
  id: number;
  refs: number[];
  tags?: OsmTags;
  /** Read in the first pass only: the object's version (decision 0079). */
  info?: { version?: number };
}
interface OsmRelation {
  type: 'relation';
  id: number;
  members: { type: 'node' | 'way' | 'relation'; ref: number; role: string }[];
  tags?: OsmTags;
  /** Read in the first pass only: the object's version (decision 0079). */
  info?: { version?: number };
}
type OsmObject = OsmNode | OsmWay | OsmRelation;

/** Opens the extract from its start: each pass reads it anew. */
export type OpenPbf = () => Readable;

/** The file is not a PBF extract, or is cut short (the parser's own message says little more). */
export class PbfFormatError extends Error {}

/**
 * The parser, its format errors turned into stream errors: it throws them from inside the stream's
 * write, where they would escape every handler and end the process.
 */
class Parser extends OSMTransform {
  override _transform(chunk: Buffer, encoding: BufferEncoding, next: (error?: Error | null) => void): void {
    try {
      super._transform(chunk, encoding, next);
    } catch (error) {
      next(error as Error);
    }
  }

  override _flush(done: (error?: Error | null) => void): void {
    try {
      super._flush(done);
    } catch (error) {
      done(error as Error);
    }
  }
}

/**
 * The extract's objects, block by block (8,000 at most); the header block is left out. The parser
 * hands out each block still compressed ("raw") and it is unpacked only when its turn comes: the
 * parser would otherwise unpack every block of the piece of file it is given at once, whatever
 * is waiting downstream (a megabyte of a generated extract is a million nodes).
 */
async function* blocksOf(open: OpenPbf, withTags: boolean): AsyncGenerator<readonly OsmObject[]> {
  // The first pass (with tags) reads the objects' versions too: a re-import keeps the newest (decision 0079).
  const parser = new Parser({ withTags, withInfo: withTags, writeRaw: true });
  // Leaving the loop early (a pass that found all it looked for) destroys the pipeline, which closes the file.
  const blocks = pipeline(open(), parser, () => undefined);
  try {
    for await (const block of blocks as AsyncIterable<Buffer | object[]>) {
      // parse() takes its options from the parser itself (given a plain object, it keeps every tag).
      if (Buffer.isBuffer(block)) yield parse(inflateSync(block), parser) as OsmObject[];
    }
  } catch (error) {
    // A system error (the file cannot be read) names its system call; the parser's and zlib's errors do not.
    if (error instanceof Error && !('syscall' in error))
      throw new PbfFormatError(`the file is not a valid OpenStreetMap PBF extract (${error.message})`);
    throw error;
  }
}

/** What the first pass knows of a shop drawn as a way or a multipolygon. */
interface Pending {
  tags: OsmTags;
  sub: TaxonomySubCategory;
  ref: string;
  line: number;
  version: number | undefined;
}

const withRef = (row: RowOutcome, ref: string): RowOutcome => ('message' in row ? { ...row, ref } : row);
const isDefined = <T>(value: T | undefined): value is T => value !== undefined;

/** The node ids of each member way, by its slot in the table of way ids. */
type MemberWays = readonly (readonly number[] | undefined)[];
/** A node's position, once read. */
type PositionOf = (id: number) => Position | undefined;

/** Rows handed out at a time once the shapes are placed (the import checks for a stop between them). */
const CHUNK = 1000;

/**
 * Shops drawn as ways (closed: buildings and areas) or multipolygon relations, kept from the first
 * pass until their nodes' positions are known. Memory grows with these shops and their nodes,
 * never with the extract: the ids looked for sit in IdTables, 8 bytes each (decision 0069).
 */
class PendingShapes {
  private readonly ways: (Pending & { refs: readonly number[] })[] = [];
  private readonly areas: (Pending & { outer: number[]; inner: number[] })[] = [];
  private readonly nodeIds = new IdTable();
  private readonly wayIds = new IdTable();

  /** Keeps a way or a multipolygon for later; a relation of another type is a problem. */
  add(object: OsmWay | OsmRelation, pending: Pending): RowOutcome | undefined {
    if (object.type === 'way') {
      this.ways.push({ ...pending, refs: object.refs });
      for (const id of object.refs) this.nodeIds.add(id);
      return undefined;
    }
    if (object.tags?.type !== 'multipolygon') {
      return {
        line: pending.line,
        ref: pending.ref,
        message: `a relation of type "${object.tags?.type ?? ''}" has no shape: only multipolygons are placed`,
      };
    }
    const area = { ...pending, outer: [] as number[], inner: [] as number[] };
    for (const member of object.members) {
      if (member.type !== 'way') continue;
      (member.role === 'inner' ? area.inner : area.outer).push(member.ref);
      this.wayIds.add(member.ref);
    }
    this.areas.push(area);
    return undefined;
  }

  /** The later passes (member ways when there are multipolygons, then node positions), then the shops placed. */
  async *rows(open: OpenPbf, now: string): AsyncGenerator<RowOutcome[]> {
    const memberWays = yield* this.readMemberWays(open);
    const at = yield* this.readPositions(open);
    let rows: RowOutcome[] = [];
    for (const row of this.placedShops(memberWays, at, now)) {
      rows.push(row);
      if (rows.length >= CHUNK) {
        yield rows;
        rows = [];
      }
    }
    yield rows;
  }

  private *placedShops(memberWays: MemberWays, at: PositionOf, now: string): Generator<RowOutcome> {
    for (const way of this.ways) {
      const line = way.refs.map(at).filter(isDefined);
      const closed = way.refs.length >= 4 && way.refs[0] === way.refs.at(-1);
      yield this.placed(
        way,
        (closed ? pointInside([[line]]) : lineMiddle(line)) ?? 'none of its nodes is in the file',
        now,
      );
    }
    for (const area of this.areas) {
      const rings = (ways: number[]) =>
        closedRings(ways.map((id) => memberWays[this.wayIds.slotOf(id)]).filter(isDefined)).map((ring) =>
          ring.map(at).filter(isDefined),
        );
      const outers = rings(area.outer);
      const where = outers.length > 0 ? pointInside(polygonsOf(outers, rings(area.inner))) : undefined;
      yield this.placed(area, where ?? 'its outer ways close no ring in the file', now);
    }
  }

  private placed(pending: Pending, where: Position | string, now: string): RowOutcome {
    if (typeof where === 'string') return { line: pending.line, ref: pending.ref, message: where };
    return withRef(
      osmRow(pending.tags, pending.sub, where, pending.ref, pending.line, now, pending.version),
      pending.ref,
    );
  }

  /** Second pass, only when there are multipolygons: the node ids of their member ways. */
  private async *readMemberWays(open: OpenPbf): AsyncGenerator<RowOutcome[], MemberWays> {
    const ids = this.wayIds.seal();
    const refs = new Array<readonly number[] | undefined>(ids.size);
    let found = 0;
    if (ids.size === 0) return refs;
    for await (const objects of blocksOf(open, false)) {
      for (const object of objects) {
        if (object.type !== 'way') continue;
        const slot = ids.slotOf(object.id);
        if (slot < 0 || refs[slot]) continue;
        refs[slot] = object.refs;
        found++;
        for (const id of object.refs) this.nodeIds.add(id);
      }
      if (found === ids.size) break;
      yield []; // a stop asked for is seen between blocks
    }
    return refs;
  }

  /** Last pass: the positions of the nodes the shapes need, read until all are found. */
  private async *readPositions(open: OpenPbf): AsyncGenerator<RowOutcome[], PositionOf> {
    const ids = this.nodeIds.seal();
    const positions = new Float64Array(ids.size * 2).fill(NaN);
    let found = 0;
    if (ids.size > 0) {
      for await (const objects of blocksOf(open, false)) {
        for (const object of objects) {
          if (object.type !== 'node') continue;
          const slot = ids.slotOf(object.id);
          if (slot < 0 || !Number.isNaN(positions[2 * slot])) continue;
          positions[2 * slot] = object.lon;
          positions[2 * slot + 1] = object.lat;
          found++;
        }
        if (found === ids.size) break;
        yield [];
      }
    }
    return (id) => {
      const slot = ids.slotOf(id);
      return slot < 0 || Number.isNaN(positions[2 * slot])
        ? undefined
        : [positions[2 * slot]!, positions[2 * slot + 1]!];
    };
  }
}

/**
 * Shops from an OpenStreetMap PBF extract, read as a stream in two passes (three when it has
 * multipolygons): the first hands out the shops drawn as nodes and the kinds skipped as it goes,
 * and notes the ways and multipolygons; the next ones find their member ways and nodes and place
 * each at a point inside its shape. A row's "line" counts the objects that have a kind tag.
 */
export async function* pbfRows(open: OpenPbf, now: string): AsyncGenerator<RowOutcome[]> {
  const shapes = new PendingShapes();
  let line = 0;
  for await (const objects of blocksOf(open, true)) {
    const rows: RowOutcome[] = [];
    for (const object of objects) {
      const kind = object.tags && osmKind(object.tags);
      if (!kind) continue;
      line++;
      const ref = `${object.type}/${object.id}`;
      if ('unmapped' in kind) rows.push({ line, kind: kind.unmapped });
      else if (object.type === 'node')
        rows.push(
          withRef(osmRow(object.tags!, kind.sub, [object.lon, object.lat], ref, line, now, object.info?.version), ref),
        );
      else {
        const pending = { tags: object.tags!, sub: kind.sub, ref, line, version: object.info?.version };
        const problem = shapes.add(object, pending);
        if (problem) rows.push(problem);
      }
    }
    yield rows;
  }
  yield* shapes.rows(open, now);
}
