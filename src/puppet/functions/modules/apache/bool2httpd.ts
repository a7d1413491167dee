// apache::bool2httpd(arg) (puppetlabs-apache): Apache's On/Off for a Boolean-like value. nil,
// false and any String containing "false" (any case) are 'Off'; true and any String containing
// "true" are 'On'; anything else is its Ruby `to_s`.
import { ANY, PRegexp } from '../../../values/index.js';
import { defineModuleFunction } from '../../function.js';
import { rubyToS } from '../../ruby-values.js';

export default defineModuleFunction('apache', 'apache::bool2httpd', {
  params: [ANY],
  names: ['arg'],
  call(_ctx, [arg]) {
    if (arg === null || arg === false || (typeof arg === 'string' && /false/i.test(arg))) return 'Off';
    if (arg === true || (typeof arg === 'string' && /true/i.test(arg))) return 'On';
    // A Regexp reaches the Ruby function as a Regexp, whose to_s is `(?-mix:...)`.
    return arg instanceof PRegexp ? arg.rubyToS() : rubyToS(arg!);
  },
});
