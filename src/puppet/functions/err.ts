// err(values...): logs the values, joined with spaces, at level err.
import { logFunction } from './log-function.js';

export default logFunction('err');
