# lookup() takes undef for the value type only where the default value is given too.
notify { 'ok': message => [lookup('h', undef, undef, {}), lookup('h', Hash, 'hash')] }
notify { 'bad': message => lookup('h', undef, 'hash') }
