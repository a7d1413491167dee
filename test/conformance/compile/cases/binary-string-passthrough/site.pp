# A binary String stays binary through variables, parameters, defaults, conditionals and
# Puppet-language functions, as Ruby passes the same object along.
function bin::identity(String $s) >> String { $s }
class holder(String $value, $default = pw_hash('x', 'MD5', 'def')) {
  notify { 'class-param': message => $value }
  notify { 'class-default': message => $default }
}
define wrapped(String $value) {
  notify { "define-${title}": message => $value }
}
$h = pw_hash('secret', 'MD5', 'abc')
class { 'holder': value => $h }
wrapped { 'one': value => $h }
notify { 'if': message => if true { $h } else { 'no' } }
notify { 'function': message => bin::identity($h) }
notify { 'with': message => with($h) |$x| { $x } }
notify { 'map': message => [$h].map |$x| { $x } }
notify { 'pick': message => pick(undef, $h) }
notify { 'then': message => $h.then |$x| { $x } }
notify { 'flatten': message => flatten([[$h], 'x']) }
notify { 'unique': message => unique([$h, $h, 'x']) }
