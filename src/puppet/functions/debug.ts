// debug(values...): logs the values, joined with spaces, at level debug.
import { logFunction } from './log-function.js';

export default logFunction('debug');
