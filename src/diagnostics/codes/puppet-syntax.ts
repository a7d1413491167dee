// OVC2xxx: Puppet syntax.
import { defineCodes } from '../code-info.js';

export const puppetSyntaxCodes = defineCodes({});
