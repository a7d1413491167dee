// OVC6xxx: Heat environments and stacks.
import { defineCodes } from '../code-info.js';

export const heatEnvironmentCodes = defineCodes({});
