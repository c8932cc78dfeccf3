import type { IndianState } from '@local-shops/shared';
import indiaStates from './data/india-states.json' with { type: 'json' };

/** States and union territories with their towns (docs/decisions/0002): reference data several features read. */
export const INDIA_STATES = indiaStates as IndianState[];
