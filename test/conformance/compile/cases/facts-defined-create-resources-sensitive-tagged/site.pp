$topv = 'shadow'
class c1 {
  $kernel = 'localk'
  notify { 'facts': message => [$facts['kernel'], $::kernel, $kernel, $topv, $::topv, $facts['osfamily'], $osfamily] }
}
include c1
class c2 { }
define d1() { }
d1 { 'x': }
$v = 1
notify { 'defined': message => [
  defined(Class['c2']), defined('c2'), defined(Class[c1]), defined(D1['x']), defined(D1['y']), defined('$v'), defined('$nope'),
  defined(File), defined('file'), defined('d1'), defined(Resource['d1', 'x']), defined('notify'), defined(Notify['facts']),
  defined('$c1::kernel'), defined('::c1'), defined(Class['nope']), defined(Type[D1]), defined(D1),
] }
$h = { 'r1' => { 'message' => 'one' }, 'r2' => { } }
create_resources('notify', $h, { 'message' => 'dflt', 'loglevel' => 'info' })
create_resources(d1, { 'cr' => {} })
$s = Sensitive('secret')
notify { 'sens': message => $s }
notify { 'sens2': message => "pre-${s}" }
notify { 'sens3': message => [$s, $s.unwrap, String($s)] }
tag 'toptag'
class c3 { tag 'c3tag', 'other' notify { 'tagged': message => [tagged('c3tag'), tagged('toptag'), tagged('c3'), tagged('class'), tagged('nope')] } }
include c3
