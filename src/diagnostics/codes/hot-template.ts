// OVC7xxx: HOT templates.
import { defineCodes } from '../code-info.js';

export const hotTemplateCodes = defineCodes({});
