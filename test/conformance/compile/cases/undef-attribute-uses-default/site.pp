# An attribute given as undef is not given: a define's and a class's parameter take their default
# (real modules pass `port => $port` with $port undef to defines whose port defaults elsewhere).
define d(Integer $port = 5, Optional[String] $name_of = undef) {
  notify { "p-${title}": message => "${port}" }
}
class c(Integer $x = 7, String $y = 'why') {
  notify { 'x': message => "${x} ${y}" }
}
$unset = undef
d { 'a': port => $unset }
d { 'b': port => 9 }
class { 'c': x => undef, y => $unset }
