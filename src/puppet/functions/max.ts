// max(values...) or max(array) [|$a, $b|]: the largest value, as Puppet 7.23 compares them (see min-max.ts).
import { minMax } from './min-max.js';

export default minMax('max');
