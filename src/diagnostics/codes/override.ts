// OVC4xxx: override data.
import { defineCodes } from '../code-info.js';

export const overrideCodes = defineCodes({});
