file { '/tmp/x': }
class foo::bar {}
include foo::bar
notify { 'x': }
notify { 'refs': message => [sprintf('%s', Notify['x']), sprintf('%s', [Notify['x']]), sprintf('%s', Class['main']), sprintf('%s|%s', Class['foo::bar'], Class['::foo::bar'])] }
notify { 'refs-inspect': message => sprintf('%p|%p|%p|%p|%p', [File['/tmp/x']], [Class['main']], [Class['foo::bar']], Notify['x'], [Resource['file', '/y']]) }
notify { 'sensitive': message => [sprintf('%s', Sensitive('secret')), sprintf('%p', Sensitive('secret')), sprintf('%s', [Sensitive('s')])] }
notify { 'keys': message => [sprintf('%s', {1 => 'a', [2] => undef}), sprintf('%s', {'a' => {'b' => 1.0e20}}), sprintf('%p', [1.5, -0.0, 1e-5])] }
notify { 'types': message => [sprintf('%s', Integer[1, 3]), sprintf('%s', String), sprintf('%s', Optional[String[1]])] }
