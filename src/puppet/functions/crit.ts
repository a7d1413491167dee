// crit(values...): logs the values, joined with spaces, at level crit.
import { logFunction } from './log-function.js';

export default logFunction('crit');
