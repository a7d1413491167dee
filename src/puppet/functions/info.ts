// info(values...): logs the values, joined with spaces, at level info.
import { logFunction } from './log-function.js';

export default logFunction('info');
