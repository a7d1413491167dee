// OVC5xxx: Hiera.
import { defineCodes } from '../code-info.js';

export const hieraCodes = defineCodes({});
