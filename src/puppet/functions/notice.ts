// notice(values...): logs the values, joined with spaces, at level notice.
import { logFunction } from './log-function.js';

export default logFunction('notice');
