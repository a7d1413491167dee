// emerg(values...): logs the values, joined with spaces, at level emerg.
import { logFunction } from './log-function.js';

export default logFunction('emerg');
