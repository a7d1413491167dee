# The catalog flattens an array parameter that holds a resource or class reference anywhere in it.
notify { 'deep': message => [1, [2, [Class['x']]]] }
notify { 'undef-and-empty': message => [[1, 2], Resource['file', 'y'], [undef, []]] }
notify { 'in-hash': message => { 'k' => [File['/x'], [2, [3]]] } }
notify { 'hash-element': message => [[1, 2], { 'a' => File['z'] }] }
notify { 'no-reference': message => [1, [2, [3]]] }
notify { 'type-only': message => [1, [2, Type[File]]] }
