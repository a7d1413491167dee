// puppet-horizon's Ruby functions, native; each runs only when the module path ships its Ruby file.
import validate_available_themes from './validate_available_themes.js';

export const HORIZON_FUNCTIONS = [validate_available_themes];
