// Fuel's (fuel-library) Ruby functions overcat stands in for: the host-probing ones, refused.
// Fuel's other Ruby functions stay Ruby-only (OVC3109 names the function and its file).
import { HOST_PROBING_FUNCTIONS } from './host-probing.js';

export const FUEL_FUNCTIONS = [...HOST_PROBING_FUNCTIONS];
