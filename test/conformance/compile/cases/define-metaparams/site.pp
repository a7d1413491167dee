define d() { notify { "in-${title}": } }
notify { 'x': }
d { 'a': require => Notify['x'], tag => 'dt' }
