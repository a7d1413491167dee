# join: Ruby's Array#join gives the first element's encoding while the rest is ASCII.
$h = pw_hash('secret', 'SHA-512', 'salt')
notify { 'first': message => join([$h, 'x'], ',') }
notify { 'only': message => join([$h], ',') }
notify { 'second': message => join(['x', $h], ',') }
notify { 'no-separator': message => join([$h, 'x']) }
notify { 'number-first': message => join([1, $h], '-') }
notify { 'non-ascii': message => join([$h, 'é'], ',') }
notify { 'non-ascii-separator': message => join([$h, 'x'], 'é') }
notify { 'empty': message => join([], ',') }
notify { 'array-plus': message => [$h] + ['x'] }
