// OVC3xxx: evaluation and catalog.
import { defineCodes } from '../code-info.js';

export const evaluationCodes = defineCodes({});
