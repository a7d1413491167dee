notify { 'capitalize': message => [capitalize('hELLO wORLD'), capitalize(''), capitalize('élan'), capitalize('ßa'), capitalize('ǆemal'), capitalize('1abc'), capitalize(' x'), capitalize(3), capitalize(-1.5)] }
notify { 'capitalize-array': message => [capitalize(['ab', 'CD', 'éF']), capitalize([1, 2.5]), capitalize([])] }
notify { 'camelcase': message => [camelcase('foo_bar'), camelcase('foo_bAR__baz_'), camelcase('_leading'), camelcase('already'), camelcase('ÉCOLE_normale'), camelcase(''), camelcase('___'), camelcase(12)] }
notify { 'camelcase-array': message => camelcase(['a_b', 'c_d_e']) }
