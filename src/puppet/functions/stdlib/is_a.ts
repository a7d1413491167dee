// stdlib's is_a(value, type): whether the value is an instance of the type.
import { ANY, PType, TypeType } from '../../values/index.js';
import { stdlib4x } from './stdlib-function.js';

export default stdlib4x('is_a', { params: [ANY, new TypeType()], names: ['value', 'type'], call: (_ctx, args) => (args[1] as PType).isInstance(args[0]!) });
