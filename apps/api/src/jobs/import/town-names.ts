import { INDIA_STATES } from '../../lib/india-states.ts';
import { nearestTown, type Town } from './nearest-town.ts';

/**
 * Towns as an import writes them (decision 0079): the names a source gives folded into the
 * bundled list's one name ("Bangalore", "Bengaluru", "bengaluru 560037" are all Bengaluru), a
 * "Marathahalli, Bangalore" split into its locality and town, and a town nobody gave taken from
 * the position (the nearest town of the list). A pin is never made up: a town's pin names only
 * its centre.
 */

/** Older or other spellings of towns of the bundled list, lower case, with the list's name. */
const VARIANTS: Readonly<Record<string, string>> = {
  bangalore: 'Bengaluru',
  bengalooru: 'Bengaluru',
  bangaluru: 'Bengaluru',
  bombay: 'Mumbai',
  'greater mumbai': 'Mumbai',
  'new bombay': 'Navi Mumbai',
  gurgaon: 'Gurugram',
  calcutta: 'Kolkata',
  madras: 'Chennai',
  poona: 'Pune',
  trivandrum: 'Thiruvananthapuram',
  mysore: 'Mysuru',
  baroda: 'Vadodara',
  cochin: 'Kochi',
  benares: 'Varanasi',
  banaras: 'Varanasi',
  allahabad: 'Prayagraj',
  mangalore: 'Mangaluru',
  calicut: 'Kozhikode',
  pondicherry: 'Puducherry',
  pondy: 'Puducherry',
  vizag: 'Visakhapatnam',
  vishakhapatnam: 'Visakhapatnam',
  visakapatnam: 'Visakhapatnam',
  belgaum: 'Belagavi',
  bellary: 'Ballari',
  hubli: 'Hubballi',
  gulbarga: 'Kalaburagi',
  shimoga: 'Shivamogga',
  tumkur: 'Tumakuru',
  hospet: 'Hosapete',
  trichy: 'Tiruchirappalli',
  tiruchi: 'Tiruchirappalli',
  trichinopoly: 'Tiruchirappalli',
  tuticorin: 'Thoothukudi',
  alleppey: 'Alappuzha',
  quilon: 'Kollam',
  cannanore: 'Kannur',
  palghat: 'Palakkad',
  trichur: 'Thrissur',
  ahmednagar: 'Ahilyanagar',
  osmanabad: 'Dharashiv',
  simla: 'Shimla',
  cawnpore: 'Kanpur',
  bezawada: 'Vijayawada',
  chandernagore: 'Chandannagar',
  'port blair': 'Sri Vijaya Puram (Port Blair)',
  'sri vijaya puram': 'Sri Vijaya Puram (Port Blair)',
};

const TOWNS = INDIA_STATES.flatMap((state) => state.towns.map((town) => ({ ...town, state: state.name })));
const BY_NAME = new Map<string, Town[]>();
for (const town of TOWNS) {
  const key = town.name.toLowerCase();
  BY_NAME.set(key, [...(BY_NAME.get(key) ?? []), town]);
}
for (const [variant, name] of Object.entries(VARIANTS))
  if (!BY_NAME.has(name.toLowerCase())) throw new Error(`town variant "${variant}": "${name}" is not a bundled town`);

/** "Bengaluru Urban", "bangalore city", "Mysore." : the key a town's name is looked up by. */
const keyOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[.]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/ (city|urban|district|corporation)$/, '');

/** The bundled towns a name stands for (several share a name in different states), or none. */
function townsNamed(name: string): Town[] | undefined {
  const key = keyOf(name);
  return BY_NAME.get(key) ?? BY_NAME.get((VARIANTS[key] ?? '').toLowerCase());
}

const squared = (town: Town, lat: number, long: number) => (town.lat - lat) ** 2 + (town.long - long) ** 2;

export interface PlacedTown {
  city: string;
  state: string;
  /** The part of the town the name gave ("Marathahalli" of "Marathahalli, Bangalore"), if any. */
  locality?: string;
}

/**
 * The town and state of a shop at (lat, long) from what its source says (`city`, `state`, both
 * optional): a town of the bundled list by its name or a variant, the last such part of a
 * "locality, town" value; a name not in the list as given; no name, the nearest town.
 */
export function placeTown(city: string | undefined, state: string | undefined, lat: number, long: number): PlacedTown {
  // A pin written into the town ("Bengaluru - 560037") is not part of its name.
  const parts = (city ?? '')
    .replace(/[\s,-]*\b\d{6}\s*$/, '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  for (let i = parts.length - 1; i >= 0; i--) {
    const towns = townsNamed(parts[i]!);
    if (!towns) continue;
    const town = towns.reduce((best, t) => (squared(t, lat, long) < squared(best, lat, long) ? t : best));
    const locality = parts.slice(0, i).join(', ');
    return { city: town.name, state: town.state, ...(locality ? { locality } : {}) };
  }
  const given = parts.join(', ');
  if (given && state) return { city: given, state };
  const near = nearestTown(lat, long);
  return { city: given || near.name, state: state || near.state };
}
