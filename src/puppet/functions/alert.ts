// alert(values...): logs the values, joined with spaces, at level alert.
import { logFunction } from './log-function.js';

export default logFunction('alert');
