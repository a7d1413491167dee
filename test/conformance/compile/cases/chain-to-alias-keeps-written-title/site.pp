schedule { 'nightly': range => '2 - 4' }
class c { notify { 'in-c': } file { '/tmp/in-c': loglevel => 'debug' } }
class { 'c': noop => true, schedule => 'nightly', loglevel => 'warning', tag => ['ctag'], audit => 'all' }
define d { notify { "in-d-${title}": } }
d { 'x': noop => false, loglevel => 'err', alias => 'dee' }
notify { 'own': noop => true, schedule => 'nightly', alias => ['own-alias'] }
D['dee'] -> Notify['own-alias']
