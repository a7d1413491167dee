// ceiling(number): the smallest Integer not below it.
import { roundingFunction } from './rounding-function.js';

export default roundingFunction('ceiling', Math.ceil);
