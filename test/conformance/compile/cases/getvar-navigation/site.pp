$h = { 'a' => { 'b' => [10, 20] }, 'x.y' => 'dotted' }
$u = undef
class c { $v = 'cv' }
include c
notify { 'a': message => getvar('h.a.b.1') }
notify { 'b': message => getvar('h."x.y"') }
notify { 'c': message => getvar('nope', 'dflt') }
notify { 'd': message => getvar('u', 'dflt-u') }
notify { 'e': message => getvar('c::v') }
notify { 'f': message => getvar('::c::v') }
notify { 'g': message => getvar('h.a.zz', 'dz') }
notify { 'h': message => String(getvar('h.a.b.5')) }
notify { 'i': message => getvar('nope.x.y', 'dn') }
