// OVC4060-OVC4079: override data applied inside a compilation (compile --apply-overrides, the task steps).
import { defineCodes } from '../code-info.js';

export const overrideCompileCodes = defineCodes({
  OVC4060: {
    severity: 'error',
    title: 'Class parameters are not overridden through configuration',
    message: "'{type}' under configuration names classes, which are not resources the override data changes",
    hint: "Set a class parameter with Hiera's own key `<class>::<parameter>` (e.g. `ntp::servers`): the compilation looks it up before the class body runs.",
    doc: {
      when: 'A type key under `configuration` (or `defaults`, or a type list) is `class`. Override entries change resources; a class parameter has its own data binding in Hiera, which overcat\'s compilation already uses, and Fuel\'s override type could not change classes either.',
      example: 'configuration:\n  class:\n    ntp: {servers: [pool.ntp.org]}',
      fix: 'Write `ntp::servers: [pool.ntp.org]` in the Hiera data instead.',
    },
  },
  OVC4061: {
    severity: 'info',
    title: 'Manifest declares override_resources',
    message: "'{ref}' declared by the manifest was applied at compile time by the override engine ({entries} entries)",
    doc: {
      when: "The compiled manifest declares Fuel's `override_resources` type (fuel-library's task manifests do, through `class { '::osnailyfacter::override_resources': }`). overcat applies its `configuration` and `options` inside the compilation, define instances before they expand; the report lists its entries with `declaredBy`. The resource stays in the catalog, as the manifest declares it.",
      fix: 'Nothing to fix; to apply only the data given to overcat, remove the declaration from the manifest.',
    },
  },
  OVC4062: {
    severity: 'warning',
    title: 'Override names an unrealized resource',
    message: "'{ref}' is declared {how} and not realized, so it is not in the catalog: the entry changes nothing and creates nothing",
    doc: {
      when: 'Compiling with overrides inside, an entry names a resource the manifest declares virtual (`@package`) or exported (`@@file`) and never realizes. It is not in the catalog; creating it would declare it twice.',
      example: "# site.pp: @package { 'vim': }\nconfiguration:\n  package: {vim: {ensure: latest}}",
      fix: "Realize the resource in the manifest (`realize(Package['vim'])` or a collector), or drop the entry.",
    },
  },
});
