// min(values...) or min(array) [|$a, $b|]: the smallest value, as Puppet 7.23 compares them (see min-max.ts).
import { minMax } from './min-max.js';

export default minMax('min');
