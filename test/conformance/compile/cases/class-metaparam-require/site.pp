class a { notify { 'a': } }
class b { notify { 'b': } }
class { 'a': require => Class['b'] }
class { 'b': }
