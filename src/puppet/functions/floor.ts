// floor(number): the largest Integer not above it.
import { roundingFunction } from './rounding-function.js';

export default roundingFunction('floor', Math.floor);
