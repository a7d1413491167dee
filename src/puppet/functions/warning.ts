// warning(values...): logs the values, joined with spaces, at level warning.
import { logFunction } from './log-function.js';

export default logFunction('warning');
