class c($p1 = 'one', $p2 = [1, 2]) { $inner = 'iv' }
class { 'c': p1 => 'given' }
file { '/x': mode => '0644', owner => 'root', tag => ['t1'] }
notify { 'n1': message => 'm1' }
define d($v = 'dv') { }
d { 'dd': }
notify { 'refs': message => [
  File['/x']['mode'], Notify['n1']['message'], Class['c']['p1'], Class['c']['p2'], D['dd']['v'], File['/x']['tag'],
  getvar('c::inner'), getvar('c::nope', 'dflt'), $c::p1, $c::p2[1],
  File['/x'] == File['/x'], File['/x'] == Resource['file', '/x'], "${File['/x']}", String(Resource[File, '/x']), File[['/a', '/b']],
  Class[c, nope], Notify['n1', 'n2'],
] }
